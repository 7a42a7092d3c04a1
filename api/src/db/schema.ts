import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * Table types for Kysely. Conventions that keep SQLite and PostgreSQL interchangeable:
 * - timestamps are ISO-8601 UTC strings (`toISOString()`), so they compare correctly as text on both
 *   and come back as the same JS type from both drivers;
 * - flags are integers 0/1 (SQLite has no boolean type);
 * - money is an integer of minor units (bigint columns, read back as JS numbers).
 */

export type IsoTime = string;
export type Flag = 0 | 1;

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: IsoTime;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  /** Lower-cased login name, unique per merchant. */
  account: string;
  nickname: string;
  type: number;
  password_hash: string;
  /** 1 until the member's first login; that first session then reports firstTimeLogin. */
  first_time_login: Flag;
  password_changed_at: IsoTime;
  created_at: IsoTime;
  last_login_at: IsoTime | null;
  last_login_ip: string | null;
  /** Country dialing code + national number, digits only (verification/phone.ts); unique per merchant. */
  mobile: Generated<string | null>;
  email: Generated<string | null>;
  /** The bank account name (two-factor answer "payeeName"). */
  payee_name: Generated<string | null>;
  /** MY | EN | CN: the language of what the outbox sends this member; null: the request's. */
  language: Generated<string | null>;
  /** The upline agent (affiliate registration). */
  parent_id: Generated<number | null>;
  /** An agent's invitation code, upper-case, unique per merchant. */
  affiliate_code: Generated<string | null>;
  /** 1: the password is the default one or a temporary one; passwordExpired under PWDEXPFORCECHANGE3. */
  password_must_change: Generated<Flag>;
  /** A pending temporary password (forgot by e-mail): works beside the real one until used or expired. */
  temp_password_hash: Generated<string | null>;
  temp_password_expires_at: Generated<IsoTime | null>;
  payment_password_hash: Generated<string | null>;
}

/** Registration fields that have no column of their own (qqNum, line, whatsapp, …). */
export interface MemberProfileTable {
  member_id: number;
  field: string;
  value: string;
  updated_at: IsoTime;
}

/** Addresses a member has logged in from: a login from any other asks for a second factor. */
export interface MemberLoginIpTable {
  member_id: number;
  ip: string;
  first_seen_at: IsoTime;
  last_seen_at: IsoTime;
}

/** A login waiting for its second factor. */
export interface LoginTicketTable {
  id: Generated<number>;
  /** SHA-256 of the ticket handed to the client. */
  ticket_hash: string;
  member_id: number;
  ip: string;
  /** The password of the login was the default one (passwordExpired once verified). */
  password_default: Flag;
  attempts: number;
  used: Flag;
  expires_at: IsoTime;
  created_at: IsoTime;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  merchant_id: number;
  /** register | login | forgot | verify */
  purpose: string;
  /** The normalized mobile number or the lower-cased e-mail address the code went to. */
  target: string;
  /** HMAC-SHA256 of purpose, target and code under the server's verification key. */
  code_hash: string;
  attempts: number;
  used: Flag;
  expires_at: IsoTime;
  created_at: IsoTime;
}

/** The last send per channel and recipient: one SMS a second per number. */
export interface SendThrottleTable {
  channel: string;
  recipient: string;
  sent_at: IsoTime;
}

/** Every SMS and e-mail the platform sends (there is no real gateway: ops and the demo read it here). */
export interface OutboxTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  code: string | null;
  created_at: IsoTime;
}

export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  sender: string;
  type: number;
  content: string;
  language: string;
  ip: string | null;
  created_at: IsoTime;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  /** B (banner), PL (player notice), PU (popup), PR (promotion), H (marquee). */
  type: string;
  /** Popups: the audience A (logged in), B (anonymous), F (first login). */
  execution: string | null;
  sort: number;
  /** The active window; null is open-ended. */
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  created_at: IsoTime;
}

export interface AnnouncementTextTable {
  announcement_id: number;
  language: string;
  title: string;
  /** HTML from the back office, stored as given (the client sanitizes it). */
  content: string;
}

export interface AnnouncementImageTable {
  announcement_id: number;
  sequence: number;
  url: string;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_id: number;
  /** `home`, `w_register`, … */
  group_name: string;
  sort: number;
  linkage: string;
  /** none | internal | external | video */
  linkage_type: string;
  /** The artwork's gradient, `#rrggbb`. */
  color_from: string;
  color_to: string;
  starts_at: IsoTime | null;
  ends_at: IsoTime | null;
  created_at: IsoTime;
}

export interface BannerTextTable {
  banner_id: number;
  language: string;
  title: string;
  subtitle: string;
}

export interface HelpEntryTable {
  id: Generated<number>;
  merchant_id: number;
  /** Null for a section; the section's id for an item. */
  parent_id: number | null;
  code: string;
  sort: number;
  created_at: IsoTime;
}

export interface HelpTextTable {
  entry_id: number;
  language: string;
  title: string;
  content: string;
}

export interface SeedStepTable {
  name: string;
  applied_at: IsoTime;
}

export interface SessionTokenTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token: a leaked database does not leak usable tokens. */
  token_hash: string;
  member_id: number;
  first_time_login: Flag;
  ip: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked: Flag;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expires_at: IsoTime;
  used: Flag;
  created_at: IsoTime;
}

export interface LoginFailureTable {
  id: Generated<number>;
  merchant_id: number;
  account: string;
  ip: string | null;
  created_at: IsoTime;
}

export interface WalletTable {
  id: Generated<number>;
  member_id: number;
  currency: string;
  /** `MAIN`, or the vendor code of a sub-wallet (`PG`, …); one wallet per member, currency and vendor. */
  vendor_code: Generated<string>;
  balance: number;
  updated_at: IsoTime;
}

/** A member leg of a ledger transaction (the house legs are in `house_entry`). */
export interface LedgerEntryTable {
  id: Generated<number>;
  wallet_id: number;
  amount: number;
  balance_after: number;
  kind: string;
  reference: string | null;
  /** The txn's key for its first member leg, `<key>#<n>` for the n-th. */
  idempotency_key: string;
  created_at: IsoTime;
  /** The transaction this leg belongs to (every row has one since migration 0005). */
  txn_id: number | null;
}

/* Issue 5: the double-entry ledger (api/src/wallet/ledger.ts). */

/** One movement: its legs (member entries and house entries) sum to zero. */
export interface LedgerTxnTable {
  id: Generated<number>;
  kind: string;
  reference: string | null;
  /** Unique: a retried movement answers the first one. */
  idempotency_key: string;
  created_at: IsoTime;
}

/** A house leg: the site's side of a movement (`house:deposit`, `house:game`, …), per merchant; may go below zero. */
export interface HouseEntryTable {
  id: Generated<number>;
  txn_id: number;
  merchant_id: number;
  account: string;
  amount: number;
  created_at: IsoTime;
}

/** A member's wrong payment passwords in a row and the lock they set (src/wallet/payment-password.ts). */
export interface PaymentPasswordGuardTable {
  member_id: number;
  failures: Generated<number>;
  last_failure_at: IsoTime | null;
  /** Checks are refused (rate.limited) until then. */
  locked_until: IsoTime | null;
}

/** A rate-limited call's hits from one client address in its current window (src/http/rate-limit.ts). */
export interface RateLimitTable {
  /** `<METHOD> <url>` of the route. */
  route: string;
  client: string;
  window_start: IsoTime;
  hits: number;
}

export interface SiteSettingTable {
  merchant_id: number;
  key: string;
  /** JSON text: settings are small documents read whole. */
  value: string;
  updated_at: IsoTime;
}

/** Server-wide secrets shared by every instance on the same database (the E transport key). */
export interface ServerKeyTable {
  name: string;
  value: string;
  created_at: IsoTime;
}

/* Issue 4: games. Category codes (`game_type`) are those of spec §2; `engine` is the in-house engine
 * that plays a game (`slot`, `dice`, `crash`). */

export interface GameVendorTable {
  code: string;
  name: string;
  sort: number;
  /** A vendor group: its games open in the game popup list. */
  is_group: Flag;
  is_inhouse: Flag;
  maintenance: Flag;
  /** The artwork's colour, `#rrggbb`. */
  color: string;
  created_at: IsoTime;
}

export interface GameVendorCategoryTable {
  vendor_code: string;
  game_type: string;
  sort: number;
}

export interface GameTable {
  id: Generated<number>;
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  name_my: string;
  name_en: string;
  name_cn: string;
  /** Lower-cased names in every language and the game code, for the search. */
  search_text: string;
  /** JP, TG, AC, BG or null. */
  sub_category: string | null;
  engine: string;
  is_hot: Flag;
  is_new: Flag;
  min_bet: number;
  lines: number;
  maintenance: Flag;
  free_play: Flag;
  sort: number;
  art_version: number;
  created_at: IsoTime;
}

export interface FavoriteGameTable {
  member_id: number;
  game_id: number;
  created_at: IsoTime;
}

export interface GameLaunchTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the launch ticket. */
  ticket_hash: string;
  merchant_id: number;
  /** Null for a guest's free play. */
  member_id: number | null;
  game_id: number;
  /** real (wallet money) or demo (the ticket's own credits). */
  mode: string;
  demo_balance: number;
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface FairSeedTable {
  id: Generated<number>;
  /** The owner: a member for real play, or a demo launch. */
  member_id: number | null;
  launch_id: number | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Rounds played with this pair so far (the next round's nonce). */
  nonce: number;
  active: Flag;
  created_at: IsoTime;
  revealed_at: IsoTime | null;
}

export interface GameRoundTable {
  id: Generated<number>;
  launch_id: number;
  member_id: number | null;
  game_id: number;
  seed_id: number;
  nonce: number;
  engine: string;
  mode: string;
  request_id: string;
  bet: number;
  /** ×100 (250 = 2.50×). */
  multiplier: number;
  payout: number;
  /** JSON: the player's choices (dice target, crash cash-out). */
  params: string;
  /** JSON: the engine's result. */
  result: string;
  created_at: IsoTime;
}

export interface BetRecordTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor_code: string;
  game_type: string;
  /** The in-house round behind it; a connected vendor's bets would have none. */
  round_id: number | null;
  bet_amount: number;
  valid_bet: number;
  payout: number;
  /** payout − bet_amount, from the player's side. */
  win_loss: number;
  /** settled */
  status: string;
  created_at: IsoTime;
}

/* Issue 5: messages and live updates (api/src/messages). */

export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  /** A notification type (spec §4) or `welcome`; the text is rendered from it on read, in the request's language. */
  type: string;
  /** Free text from the back office (type `newMessage`); null: rendered from the type and params. */
  title: string | null;
  content: string | null;
  /** JSON: the values the text is rendered with (`{ amount }`). */
  params: Generated<string>;
  created_at: IsoTime;
  read_at: IsoTime | null;
}

/** The outbox of live events: written in the transaction of what caused them, pushed by the dispatcher. */
export interface MemberEventTable {
  id: Generated<number>;
  member_id: number;
  /** notification | balance | unread */
  type: string;
  /** JSON of the event's data. */
  data: string;
  created_at: IsoTime;
}

/** A single-use ticket that opens an event stream (EventSource sends no Authorization header). */
export interface MemberEventTicketTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the ticket. */
  ticket_hash: string;
  member_id: number;
  /** The session that asked for it: the stream ends when that session does. */
  session_id: number;
  /** The language the stream's notification titles are rendered in. */
  language: string;
  used: Generated<Flag>;
  expires_at: IsoTime;
  created_at: IsoTime;
}

/* Issue 5: deposits and withdrawals (api/src/funds). */

export interface DepositChannelTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  /** bank | ewallet | qr */
  type: string;
  min_amount: number;
  max_amount: number;
  /** JSON array of minor units. */
  preset_amounts: string;
  processing_minutes: number;
  sort: number;
  enabled: Flag;
  created_at: IsoTime;
}

export interface DepositOrderTable {
  id: Generated<number>;
  order_no: string;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  amount: number;
  /** pending | credited | failed | expired */
  status: string;
  /** The client's id of the request (unique per member): a repeat answers this order. */
  request_id: string;
  /** The payment provider's reference, from its callback. */
  provider_ref: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  credited_at: IsoTime | null;
  failed_at: IsoTime | null;
}

/** The banks (and e-wallets) a member can withdraw to; platform-wide. */
export interface BankTable {
  code: string;
  name: string;
  sort: number;
  enabled: Flag;
}

export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  /** 1–5, unique per member: the card limit holds under concurrent adds. */
  slot: number;
  bank_code: string;
  account_name: string;
  account_number: string;
  created_at: IsoTime;
}

export interface WithdrawOrderTable {
  id: Generated<number>;
  order_no: string;
  merchant_id: number;
  member_id: number;
  bank_card_id: number;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
  amount: number;
  /** pending | approved | disbursed | received | partlyReceived | disputed | rejected */
  status: string;
  request_id: string;
  /** The Myanmar calendar day (yyyy-MM-dd) the order counts against. */
  day: string;
  created_at: IsoTime;
  approved_at: IsoTime | null;
  rejected_at: IsoTime | null;
  disbursed_at: IsoTime | null;
  confirm_deadline: IsoTime | null;
  /** full | partial | none */
  confirm_result: string | null;
  received_amount: number | null;
  remaining_amount: number | null;
  /** 1: recorded by the auto-receive job after the deadline (final, no refund). */
  confirm_forced: Flag;
  confirmed_at: IsoTime | null;
}

export interface WithdrawProofTable {
  order_id: number;
  /** image/png | image/jpeg */
  mime: string;
  size: number;
  sha256: string;
  data_base64: string;
  created_at: IsoTime;
}

export interface WithdrawDailyTable {
  member_id: number;
  day: string;
  count: number;
  total: number;
}

/** A scheduled job's claimed tick (api/src/db/job-tick.ts): one row per job and interval. */
export interface JobTickTable {
  job: string;
  /** The claimed time in whole intervals since the epoch. */
  slot: number;
  claimed_at: IsoTime;
}

/* Issue 14: the agent's team (api/src/agent). */

/** The downline tree as a closure table: every (upline, member below it) pair, self-rows at depth 0. */
export interface AgentTreeTable {
  ancestor_id: number;
  descendant_id: number;
  /** Levels between them: 0 the member itself, 1 a direct downline, 2 the downline's downline, … */
  depth: number;
}

/** A member's figures of one site day (Myanmar time), minor units; moved with what changes them. */
export interface MemberDayTable {
  member_id: number;
  /** `yyyy-MM-dd`, the site's calendar day. */
  day: string;
  /** 1 on the day the member was created. */
  joined: Generated<Flag>;
  bet_count: Generated<number>;
  bet_amount: Generated<number>;
  valid_bet: Generated<number>;
  /** What the bets paid back (wins). */
  payout: Generated<number>;
  deposit: Generated<number>;
  /** Withdrawn, net of refunds of rejected withdrawals. */
  withdrawal: Generated<number>;
  bonus: Generated<number>;
  /** Member-to-member transfers (`transfer.*`) received and sent, both positive. */
  transfer_in: Generated<number>;
  transfer_out: Generated<number>;
}

/**
 * An agent's team figures of one site day (migration 0014): member_day summed over everyone below
 * the agent, moved with it. `active`: members with a bet that day; `changes`: writes below the agent
 * that day (a report's window unchanged since it was computed has the same sum of `changes`).
 */
export interface TeamDayTable extends Omit<MemberDayTable, 'member_id' | 'joined'> {
  agent_id: number;
  /** Members who joined the team that day. */
  joined: Generated<number>;
  active: Generated<number>;
  changes: Generated<number>;
}

/** A contract between an upline and a direct downline (migration 0015); tiers are JSON text. */
export interface AgentContractTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  product: string;
  period: string | null;
  upline_id: number;
  downline_id: number;
  status: string;
  tiers: Generated<string>;
  proposed_tiers: string | null;
  proposed_period: string | null;
  termination_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  signed_at: IsoTime | null;
  ended_at: IsoTime | null;
}

/** One step of a contract's life (migration 0015). */
export interface ContractEventTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  by_member_id: number;
  status: string;
  tiers: string | null;
  at: IsoTime;
}

/** One contract's settlement of one period (migration 0016): its inputs, tier, amount and payment. */
export interface ContractSettlementTable {
  id: Generated<number>;
  merchant_id: number;
  contract_id: number;
  kind: string;
  period_key: string;
  period_start: IsoTime;
  period_end: IsoTime;
  upline_id: number;
  downline_id: number;
  payer: 'platform' | 'upline';
  valid_bet: number;
  net_loss: number;
  active_members: number;
  /** The tier reached (JSON), or null. */
  tier: string | null;
  amount: number;
  status: 'none' | 'paid' | 'unpaid';
  txn_id: number | null;
  settled_at: IsoTime;
  paid_at: IsoTime | null;
}

/** An agent's invite link (migration 0013): an invitation code of its own, of one kind, counted. */
export interface AgentLinkTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  /** Upper-case, unique per merchant, never an agent's own `affiliate_code`. */
  code: string;
  /** `member` or `agent`: what registers through it. */
  kind: string;
  name: string | null;
  enabled: Generated<Flag>;
  /** Accounts registered through it, counted in the registration's transaction. */
  registered: Generated<number>;
  created_at: IsoTime;
  disabled_at: Generated<IsoTime | null>;
}

export interface Database {
  merchant: MerchantTable;
  member: MemberTable;
  session_token: SessionTokenTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  ledger_txn: LedgerTxnTable;
  house_entry: HouseEntryTable;
  payment_password_guard: PaymentPasswordGuardTable;
  rate_limit: RateLimitTable;
  site_setting: SiteSettingTable;
  server_key: ServerKeyTable;
  member_profile: MemberProfileTable;
  member_login_ip: MemberLoginIpTable;
  login_ticket: LoginTicketTable;
  verification_code: VerificationCodeTable;
  send_throttle: SendThrottleTable;
  outbox: OutboxTable;
  feedback: FeedbackTable;
  announcement: AnnouncementTable;
  announcement_text: AnnouncementTextTable;
  announcement_image: AnnouncementImageTable;
  banner: BannerTable;
  banner_text: BannerTextTable;
  help_entry: HelpEntryTable;
  help_text: HelpTextTable;
  seed_step: SeedStepTable;
  game_vendor: GameVendorTable;
  game_vendor_category: GameVendorCategoryTable;
  game: GameTable;
  favorite_game: FavoriteGameTable;
  game_launch: GameLaunchTable;
  fair_seed: FairSeedTable;
  game_round: GameRoundTable;
  bet_record: BetRecordTable;
  deposit_channel: DepositChannelTable;
  deposit_order: DepositOrderTable;
  bank: BankTable;
  bank_card: BankCardTable;
  withdraw_order: WithdrawOrderTable;
  withdraw_proof: WithdrawProofTable;
  withdraw_daily: WithdrawDailyTable;
  member_message: MemberMessageTable;
  member_event: MemberEventTable;
  member_event_ticket: MemberEventTicketTable;
  job_tick: JobTickTable;
  agent_tree: AgentTreeTable;
  member_day: MemberDayTable;
  team_day: TeamDayTable;
  agent_contract: AgentContractTable;
  contract_event: ContractEventTable;
  contract_settlement: ContractSettlementTable;
  agent_link: AgentLinkTable;
}

export type MerchantRow = Selectable<MerchantTable>;
export type MemberRow = Selectable<MemberTable>;
export type AgentLinkRow = Selectable<AgentLinkTable>;
export type AgentContractRow = Selectable<AgentContractTable>;
export type ContractSettlementRow = Selectable<ContractSettlementTable>;
export type NewMember = Insertable<MemberTable>;
export type WalletRow = Selectable<WalletTable>;
export type LedgerEntryRow = Selectable<LedgerEntryTable>;
export type LedgerTxnRow = Selectable<LedgerTxnTable>;
export type HouseEntryRow = Selectable<HouseEntryTable>;
export type LoginTicketRow = Selectable<LoginTicketTable>;
export type VerificationCodeRow = Selectable<VerificationCodeTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type AnnouncementRow = Selectable<AnnouncementTable>;
export type BannerRow = Selectable<BannerTable>;
export type BannerTextRow = Selectable<BannerTextTable>;
export type HelpEntryRow = Selectable<HelpEntryTable>;
export type GameRow = Selectable<GameTable>;
export type GameVendorRow = Selectable<GameVendorTable>;
export type GameLaunchRow = Selectable<GameLaunchTable>;
export type FairSeedRow = Selectable<FairSeedTable>;
export type GameRoundRow = Selectable<GameRoundTable>;
export type MemberMessageRow = Selectable<MemberMessageTable>;
export type MemberEventRow = Selectable<MemberEventTable>;
export type DepositChannelRow = Selectable<DepositChannelTable>;
export type DepositOrderRow = Selectable<DepositOrderTable>;
export type BankCardRow = Selectable<BankCardTable>;
export type WithdrawOrderRow = Selectable<WithdrawOrderTable>;
