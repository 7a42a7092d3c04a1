import type { Kysely } from 'kysely';
import { CONTRACT_KINDS, LOTTERY_GAME_CODES, type ContractKind, type LedgerDetail, type LotteryGameCode } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import type { Language } from '../http/messages';
import { lotteryOrders, promotionTexts, roundGames, settlementsOfTxns } from './detail-queries';

/*
 * The ledger's references are keys for the books (`round:610`, `lottery:order:4`, `promotion:7`,
 * `upline:agent01`), written by each domain as it posts. A person reads what they point at: this turns
 * each into a `LedgerDetail` (the contract's), looking the game, the slip, the promotion or the
 * settlement up in one query per kind. A reference of no known form says nothing (null): it is never
 * passed on as it is, except ops' own words on an adjustment.
 */

type Db = Kysely<Database>;

/** One ledger leg: its owner, its kind and reference, and its movement (a contract payment is found by it). */
export interface LedgerLeg {
  memberId: number;
  txnId: number;
  kind: string;
  reference: string | null;
}

type Parsed =
  | { ready: LedgerDetail }
  | { round: number }
  | { lotteryOrder: number }
  | { promotion: number }
  | { contract: ContractKind };

const ORDER_KINDS: Readonly<Record<string, 'depositOrder' | 'withdrawOrder'>> = { deposit: 'depositOrder', withdrawal: 'withdrawOrder', 'withdrawal.refund': 'withdrawOrder' };
const isContractKind = (value: string): value is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(value);
const isLotteryGame = (value: string): value is LotteryGameCode => (LOTTERY_GAME_CODES as readonly string[]).includes(value);

/** What the reference of one leg says, or what must be looked up to say it. */
function parse(leg: LedgerLeg): Parsed | null {
  const reference = leg.reference;
  if (!reference) return null;
  const order = ORDER_KINDS[leg.kind];
  if (order) return { ready: { type: order, orderNo: reference } };
  let match: RegExpExecArray | null;
  if ((match = /^round:(\d+)$/.exec(reference))) return { round: Number(match[1]) };
  if ((match = /^lottery:order:(\d+)$/.exec(reference))) return { lotteryOrder: Number(match[1]) };
  if ((match = /^promotion:(\d+)$/.exec(reference))) return { promotion: Number(match[1]) };
  if (reference === 'manual-rebate') return { ready: { type: 'manualRebate' } };
  if (reference === 'consolidate') return { ready: { type: 'consolidate' } };
  if ((match = /^upline:([^>]+)$/.exec(reference))) return { ready: { type: 'upline', account: match[1]! } };
  if ((match = /^downline:([^>]+)$/.exec(reference))) return { ready: { type: 'downline', account: match[1]! } };
  // The sending agent's leg records the split and the count; each receiver's, the agent.
  if ((match = /^envelope:[a-z]+:(\d+)$/.exec(reference))) return { ready: { type: 'redEnvelopeTo', members: Number(match[1]) } };
  if ((match = /^envelope:([^:]+)$/.exec(reference))) return { ready: { type: 'redEnvelopeFrom', account: match[1]! } };
  if ((match = /^([A-Za-z0-9_]+)>([A-Za-z0-9_]+)$/.exec(reference))) return { ready: { type: 'walletTransfer', from: match[1]!, to: match[2]! } };
  if ((match = /^points:(.+)$/.exec(reference))) return { ready: { type: 'pointsOrder', orderNo: match[1]! } };
  if ((match = /^first-deposit:(.+)$/.exec(reference))) return { ready: { type: 'depositBonus', orderNo: match[1]! } };
  if ((match = /^team-commission:(\d{4}-\d{2}-\d{2})$/.exec(reference))) return { ready: { type: 'teamCommission', day: match[1]! } };
  const contract = reference.split(':')[0]!;
  if (isContractKind(contract)) return { contract };
  // Ops write their reason for an adjustment to be read; any other unknown key is not for a person.
  if (leg.kind === 'adjustment') return { ready: { type: 'note', text: reference } };
  return null;
}

/** MY is the site's language: a promotion written only in it is named in it (as the promotions page does). */
function titleOf(texts: string, language: Language): string | null {
  try {
    const all = JSON.parse(texts) as Partial<Record<Language, { title?: string }>>;
    return all[language]?.title || all.MY?.title || all.EN?.title || null;
  } catch {
    return null;
  }
}

/** The details of `legs`, in their order; null where there is nothing a person would read. */
export async function ledgerDetails(db: Db, legs: readonly LedgerLeg[], language: Language): Promise<(LedgerDetail | null)[]> {
  const parsed = legs.map(parse);
  const ids = (pick: (p: Parsed, leg: LedgerLeg) => number | undefined) => [
    ...new Set(parsed.flatMap((p, i) => {
      const id = p ? pick(p, legs[i]!) : undefined;
      return id === undefined ? [] : [id];
    })),
  ];
  const [games, orders, promotions, settlements] = await Promise.all([
    roundGames(db, ids((p) => ('round' in p ? p.round : undefined)), language),
    lotteryOrders(db, ids((p) => ('lotteryOrder' in p ? p.lotteryOrder : undefined))),
    promotionTexts(db, ids((p) => ('promotion' in p ? p.promotion : undefined))),
    settlementsOfTxns(db, ids((p, leg) => ('contract' in p ? leg.txnId : undefined))),
  ]);

  return parsed.map((p, i): LedgerDetail | null => {
    if (!p) return null;
    if ('ready' in p) return p.ready;
    if ('round' in p) {
      const gameName = games.get(p.round);
      return gameName === undefined ? null : { type: 'gameRound', roundId: p.round, gameName };
    }
    if ('lotteryOrder' in p) {
      const order = orders.get(p.lotteryOrder);
      return order && isLotteryGame(order.gameCode) ? { type: 'lotteryOrder', orderId: p.lotteryOrder, gameCode: order.gameCode, numero: order.numero, draws: order.draws } : null;
    }
    if ('promotion' in p) {
      const texts = promotions.get(p.promotion);
      const title = texts === undefined ? null : titleOf(texts, language);
      return title === null ? null : { type: 'promotion', promotionId: p.promotion, title };
    }
    const settlement = settlements.get(legs[i]!.txnId);
    if (!settlement) return null;
    // The other party, seen from the leg's owner; a platform-paid salary has none.
    const owner = legs[i]!.memberId;
    const account = owner === settlement.downlineId ? (settlement.payer === 'platform' ? null : settlement.upline) : owner === settlement.uplineId ? settlement.downline : null;
    return { type: 'contract', contract: p.contract, periodStart: settlement.periodStart, periodEnd: settlement.periodEnd, account };
  });
}
