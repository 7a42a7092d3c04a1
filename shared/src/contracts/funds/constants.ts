/** A deposit order's life: pending until the provider's callback; unpaid after 30 minutes, expired. */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'expired'] as const;

/** How a deposit channel is paid. */
export const DEPOSIT_CHANNEL_TYPES = ['bank', 'ewallet', 'qr'] as const;

/**
 * A withdrawal order's life (spec §4): pending → approved → disbursed, then the member's word
 * (received, partlyReceived, disputed) or received by force after the deadline; rejected before payout.
 */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'disbursed', 'received', 'partlyReceived', 'disputed', 'rejected'] as const;

/** The member's answer on a disbursed withdrawal: received in full, in part, or not at all. */
export const WITHDRAW_CONFIRM_RESULTS = ['full', 'partial', 'none'] as const;

/** What ops may do to a withdrawal by hand. */
export const ADMIN_WITHDRAW_ACTIONS = ['approve', 'reject', 'disburse'] as const;

/** A member has at most this many bank cards. */
export const BANK_CARDS_MAX = 5;

/** Order numbers: D (deposit) or W (withdrawal), the Myanmar day and 10 random digits. */
export const ORDER_NO_PATTERN = '^[DW][0-9]{18}$';

/** The proof image of a withdrawal not received (spec §9 upload rule): at most 5 MB decoded. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
