import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { TRANSACTION_KIND_FILTERS, type TransactionKind } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { MAIN_WALLET } from '../db/tables/wallet';
import type { Language } from '../http/messages';

type Db = Kysely<Database>;

export interface Window {
  startIso: string;
  endIso: string;
}

const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
const count = sql<number>`count(*)`;

/* Bet records */

function betsWhere(db: Db, memberId: number, window: Window | null, gameType?: string) {
  let query = db.selectFrom('bet_record as b').where('b.member_id', '=', memberId);
  if (window) query = query.where('b.created_at', '>=', window.startIso).where('b.created_at', '<', window.endIso);
  if (gameType) query = query.where('b.game_type', '=', gameType);
  return query;
}

export async function betSummary(db: Db, memberId: number, window: Window | null, gameType?: string) {
  const row = await betsWhere(db, memberId, window, gameType)
    .select([
      count.as('count'),
      sum('b.bet_amount').as('betAmount'),
      sum('b.valid_bet').as('validBet'),
      sum('b.payout').as('payout'),
      sum('b.win_loss').as('winLoss'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), betAmount: Number(row.betAmount), validBet: Number(row.validBet), payout: Number(row.payout), winLoss: Number(row.winLoss) };
}

const NAME_COLUMN = { MY: 'g.name_my', EN: 'g.name_en', CN: 'g.name_cn' } as const;

export async function betPage(db: Db, memberId: number, window: Window, gameType: string | undefined, language: Language, offset: number, limit: number) {
  const rows = await betsWhere(db, memberId, window, gameType)
    .innerJoin('game as g', 'g.id', 'b.game_id')
    .select([
      'b.id',
      'b.created_at',
      `${NAME_COLUMN[language]} as game_name`,
      'b.vendor_code',
      'b.game_type',
      'b.bet_amount',
      'b.valid_bet',
      'b.payout',
      'b.win_loss',
      'b.status',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    gameName: row.game_name,
    vendor: row.vendor_code,
    gameType: row.game_type,
    betAmount: Number(row.bet_amount),
    validBet: Number(row.valid_bet),
    payout: Number(row.payout),
    winLoss: Number(row.win_loss),
    status: row.status,
  }));
}

export async function betsByGameType(db: Db, memberId: number, window: Window) {
  const rows = await betsWhere(db, memberId, window)
    .select(['b.game_type', sum('b.bet_amount').as('betAmount'), sum('b.win_loss').as('winLoss')])
    .groupBy('b.game_type')
    .orderBy('b.game_type')
    .execute();
  return rows.map((row) => ({ gameType: row.game_type, betAmount: Number(row.betAmount), winLoss: Number(row.winLoss) }));
}

/* Ledger entries (the member's legs, on any of the member's wallets) */

function kindCondition(filter: TransactionKind) {
  // The ledger kinds behind each `kind` filter of the transaction records (the contract's).
  const { kinds, prefix } = TRANSACTION_KIND_FILTERS[filter];
  return (eb: ExpressionBuilder<Database & { e: Database['ledger_entry'] }, 'e'>) =>
    prefix ? eb.or([eb('e.kind', 'in', [...kinds]), eb('e.kind', 'like', `${prefix}%`)]) : eb('e.kind', 'in', [...kinds]);
}

function entriesWhere(db: Db, memberId: number, window: Window | null, filter?: TransactionKind) {
  let query = db
    .selectFrom('ledger_entry as e')
    .innerJoin('wallet as w', 'w.id', 'e.wallet_id')
    .where('w.member_id', '=', memberId);
  if (window) query = query.where('e.created_at', '>=', window.startIso).where('e.created_at', '<', window.endIso);
  if (filter) query = query.where((eb) => kindCondition(filter)(eb as never));
  return query;
}

export async function entrySummary(db: Db, memberId: number, window: Window | null, filter?: TransactionKind) {
  const row = await entriesWhere(db, memberId, window, filter).select([count.as('count'), sum('e.amount').as('amount')]).executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: Number(row.amount) };
}

export async function entryPage(db: Db, memberId: number, window: Window, filter: TransactionKind | undefined, offset: number, limit: number) {
  const rows = await entriesWhere(db, memberId, window, filter)
    .select(['e.id', 'e.txn_id', 'e.created_at', 'e.kind', 'w.vendor_code', 'e.amount', 'e.balance_after', 'e.reference'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    txnId: Number(row.txn_id),
    createdAt: row.created_at,
    kind: row.kind,
    wallet: row.vendor_code ?? MAIN_WALLET,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: row.reference,
  }));
}

export async function memberSince(db: Db, memberId: number): Promise<string> {
  const row = await db.selectFrom('member').select('created_at').where('id', '=', memberId).executeTakeFirstOrThrow();
  return row.created_at;
}
