import { AGENT_TRANSFER_KINDS } from '../agent/constants';
import { CONTRACT_PAYMENT_KINDS } from '../contract/constants';

/** The points mall's movements of cash (api/src/points). */
export const POINTS_LEDGER_KINDS = ['points.convert', 'points.redeem', 'points.refund'] as const;

/**
 * The ledger's kinds: what moved the money of an entry (the transaction records' `kind`). A kind with
 * a dot is a variant of the kind before it (`withdrawal.refund`, `transfer.upline`, and the agent's
 * `AGENT_TRANSFER_KINDS`: `transfer.downline`, `transfer.envelope`), and what contracts pay
 * (`CONTRACT_PAYMENT_KINDS`: `salary`, `dividend`), and the points mall's cash (`points.convert` points
 * turned into cash, `points.redeem` a good's cash part, `points.refund` that part back on a rejection).
 */
export const LEDGER_KINDS = [
  'seed',
  'adjustment',
  'deposit',
  'withdrawal',
  'withdrawal.refund',
  'transfer',
  'transfer.upline',
  ...AGENT_TRANSFER_KINDS,
  'bet',
  'payout',
  'bonus',
  ...CONTRACT_PAYMENT_KINDS,
  ...POINTS_LEDGER_KINDS,
] as const;
type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds the transaction records can be filtered by, in the order a member picks them. */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer', 'game', 'bonus', 'adjustment'] as const;
type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * The ledger kinds behind each filter: the kinds listed, and with a prefix every kind that starts
 * with it (a transfer's variants).
 */
export const TRANSACTION_KIND_FILTERS: { readonly [K in TransactionKind]: { readonly kinds: readonly LedgerKind[]; readonly prefix: string | null } } = {
  deposit: { kinds: ['deposit'], prefix: null },
  withdrawal: { kinds: ['withdrawal', 'withdrawal.refund'], prefix: null },
  transfer: { kinds: ['transfer'], prefix: 'transfer.' },
  game: { kinds: ['bet', 'payout'], prefix: null },
  // What the member earned: bonuses, and salaries and dividends from its upline's contracts. The
  // points mall's cash (`points.*`) is no bonus: it shows among all records, under no filter.
  bonus: { kinds: ['bonus', ...CONTRACT_PAYMENT_KINDS], prefix: null },
  adjustment: { kinds: ['adjustment', 'seed'], prefix: null },
};
