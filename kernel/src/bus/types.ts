// The shapes carried by the bus. Every part of the portal codes against these, so they change only
// together with docs/kernel-api.md.
import type { BotCheckPurpose, FundsStreamEvent, LoginScope, LotteryStreamEvent, MemberInfo, MemberLanguage } from '@portal/shared/contracts';

/** The portal's languages: the ones the API writes to a member in, too. */
export type LanguageCode = MemberLanguage;
export type ThemeName = 'dark' | 'light';

/**
 * The signed-in account, as `GET /wps/member/info` answers it. `type` is the contract's `MemberType`:
 * 0 member, 4 trial, 1 / 2 / 41 / 42 agent (see isAgentType / isTrialType).
 */
export type Member = Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type' | 'avatarUrl'>;

export interface SessionState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: Member | null;
  /** The raw token sent as `Authorization` on T calls. */
  token: string | null;
}

export interface BalanceState {
  /**
   * Integer minor units (the MAIN wallet); null until the first figure. The shell writes it from the
   * member's event stream, which opens with the current balance and pushes one after every posting.
   */
  balance: number | null;
  decimals: number;
  currency: string;
  currencySymbol: string;
  masked: boolean;
  loading: boolean;
}

export interface CountsState {
  unreadMessages: number;
  availablePromotions: number;
  missions: number;
  rewards: number;
}

export type ModalName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'feedback'
  | 'helpCenter'
  | 'announcement'
  | 'notice'
  | 'gamePopup'
  | 'appDownload'
  /** A link as a QR code: `params.value` (the link) and `params.title` (in the reader's language). */
  | 'qrCode'
  /** The site's customer-service channels (live chat, Telegram, …), or the feedback form when it has none. */
  | 'customerService'
  /** The trial-account warning of spec §6/§8: a restricted action needs a formal account. */
  | 'trialWarning';

export interface GameLaunchRequest {
  gameCode: string;
  vendor: string;
  gameType: string;
  nodeId?: string;
}

export type PortalCommand =
  | { type: 'openModal'; modal: ModalName; params?: Record<string, unknown> }
  /**
   * Opens the shell's login popup (the same as `openModal login`). `scope: 'agent'`: the agent landing
   * page's login, which the API refuses to every account that is not an agent; a good one lands on
   * /agentHome. Captcha, two-factor step and forced password change come with the popup.
   */
  | { type: 'openLogin'; scope?: LoginScope }
  | { type: 'toggleBalanceMask' }
  | { type: 'launchGame'; game: GameLaunchRequest }
  | { type: 'navigate'; to: string }
  /** The shell asks for confirmation first. */
  | { type: 'logout' }
  /** Sent by the HTTP client on a 401, with the reason to show (the server's, or "not logged in"). */
  | { type: 'sessionExpired'; message?: string }
  /**
   * The member's info changed on the server (e.g. its avatar); the shell loads it
   * once and writes it to `session$`. Sent by the part that made the change, after it succeeded.
   */
  | { type: 'refreshMember' }
  /**
   * A proof of the site's bot check for `purpose` (the `botCheck` field of the call it
   * protects), solved by the shell, whose solver is a lazy chunk of its own. The shell calls `reply`
   * at once with the proof to come (undefined when the site runs no check). Send it through
   * `proveBotCheck`, which turns it into that promise.
   */
  | { type: 'proveBotCheck'; purpose: BotCheckPurpose; reply: (proof: Promise<string | undefined>) => void };

export type PortalCommandType = PortalCommand['type'];
export type CommandOf<K extends PortalCommandType> = Extract<PortalCommand, { type: K }>;

export type NotificationType =
  | 'newMessage'
  | 'depositCredited'
  | 'withdrawalApproved'
  | 'withdrawalRejected'
  | 'depositFailed'
  | 'transferUpline'
  | 'transferDownline'
  /** A lottery bet won; `amount` is the win credited. */
  | 'lotteryWin';

export interface PortalNotification {
  type: NotificationType;
  title?: string;
  /** Integer minor units. */
  amount?: number;
  /** ISO timestamp. */
  at: string;
}

/**
 * What the server pushed that a part may act on, relayed by the shell from the member's event stream.
 * Like notifications they fire once and are never replayed: a page that opens later
 * loads its state itself. Each type is the stream's event name.
 */
export type PortalEvent =
  /** `event: lottery`: one of the member's lottery draws was settled (its bets and the win, minor units). */
  | ({ type: 'lottery' } & LotteryStreamEvent)
  /**
   * `event: funds`: one of the member's deposit or withdrawal orders moved to a new status (credited,
   * approved, disbursed, …), whoever moved it, so a list showing it reads it again.
   */
  | ({ type: 'funds' } & FundsStreamEvent);

export type PortalEventType = PortalEvent['type'];
export type EventOf<K extends PortalEventType> = Extract<PortalEvent, { type: K }>;
