// What a ledger entry is about (the member's records, the agent's team transactions): the API resolves
// the ledger's reference into one of these; the front ends label it. Its own file: both the reports'
// and the agent's schemas use it.
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Codes } from '../common/schemas';
import { CONTRACT_KINDS } from '../contract/constants';
import { LOTTERY_GAME_CODES } from '../lottery/constants';

const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

const Detail = <T extends string, P extends TProperties>(type: T, fields: P) => Type.Object({ type: Type.Literal(type), ...fields });

/**
 * What a ledger entry is about, as a person reads it: the API resolves the ledger's own reference into
 * one of these (the front end labels each in the reader's language and links where a page shows more).
 * Names come in the request's language (`gameName`, `title`); codes are the contract's (`gameCode`,
 * `contract`, wallet codes). The counterparty (`account`) is the other member of a transfer, seen from
 * the entry's owner: `upline` / `downline` is who the owner's money went to or came from.
 */
export const LedgerDetail = Type.Union([
  /** A deposit order (`deposit`). */
  Detail('depositOrder', { orderNo: Type.String() }),
  /** A withdrawal order (`withdrawal`, `withdrawal.refund`). */
  Detail('withdrawOrder', { orderNo: Type.String() }),
  /** A round of an in-house game (`bet`, `payout`). */
  Detail('gameRound', { roundId: Type.Integer(), gameName: Type.String() }),
  /** A lottery slip (`bet`: its stake, a cancelled bet's refund; `payout`: its win); `numero` its first draw, `draws` how many it covers. */
  Detail('lotteryOrder', { orderId: Type.Integer(), gameCode: Codes(LOTTERY_GAME_CODES), numero: Type.String(), draws: Type.Integer() }),
  /** A promotion's bonus. */
  Detail('promotion', { promotionId: Type.Integer(), title: Type.String() }),
  /** The member's manual rebate. */
  Detail('manualRebate', {}),
  /** Money to or from the owner's upline. */
  Detail('upline', { account: Type.String() }),
  /** Money to or from one of the owner's downline. */
  Detail('downline', { account: Type.String() }),
  /** The owner's share of a red envelope the agent `account` sent. */
  Detail('redEnvelopeFrom', { account: Type.String() }),
  /** A red envelope the owner sent, shared by `members` of its downline. */
  Detail('redEnvelopeTo', { members: Type.Integer() }),
  /** Between two of the owner's wallets (`MAIN` or a vendor code). */
  Detail('walletTransfer', { from: Type.String(), to: Type.String() }),
  /** Every game wallet back to the main wallet. */
  Detail('consolidate', {}),
  /** A contract's salary or dividend for a period ([periodStart, periodEnd)), with the other party (null: the platform paid it). */
  Detail('contract', { contract: Codes(CONTRACT_KINDS), periodStart: Type.String(), periodEnd: Type.String(), account: NullableString }),
  /** A points-mall order (a conversion, a redemption, its refund). */
  Detail('pointsOrder', { orderNo: Type.String() }),
  /** The demo history's bonus on a first deposit. */
  Detail('depositBonus', { orderNo: Type.String() }),
  /** The demo history's team commission of a site day (`yyyy-MM-dd`). */
  Detail('teamCommission', { day: Type.String() }),
  /** Ops' own words on an adjustment. */
  Detail('note', { text: Type.String() }),
]);
export type LedgerDetail = Static<typeof LedgerDetail>;
export type LedgerDetailType = LedgerDetail['type'];

/** A ledger detail, or null for an entry with nothing more to say (an opening balance). */
export const LedgerDetailOrNull = Type.Union([Type.Null(), LedgerDetail]);
