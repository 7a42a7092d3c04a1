import type { Kysely } from 'kysely';
import { LIVE_CONTRACT_STATUSES, type ContractKind, type ContractProduct, type ContractTier } from '@portal/shared/contracts';
import type { AgentContractRow, Database, IsoTime } from '../db/schema';

/*
 * The contract tables' reads and writes. On PostgreSQL a contract about to change is read FOR UPDATE
 * in the caller's transaction, so two answers to one contract (the downline's accept and the upline's
 * amendment, say) run one after the other; SQLite's one writer does that already.
 */

type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export const parseTiers = (text: string | null): ContractTier[] | null => (text === null ? null : (JSON.parse(text) as ContractTier[]));

export async function contractById(db: Db, id: number, dialect: Dialect | null = null): Promise<AgentContractRow | undefined> {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The downline's live contract of a kind and product (at most one: a downline has one upline). */
export async function liveContractOf(db: Db, downlineId: number, kind: ContractKind, product: ContractProduct, dialect: Dialect | null = null) {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('downline_id', '=', downlineId)
    .where('kind', '=', kind)
    .where('product', '=', product)
    .where('status', 'in', [...LIVE_CONTRACT_STATUSES])
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The contracts the member gives its own direct downline, live, of a kind and product. */
export async function liveContractsGivenBy(db: Db, uplineId: number, kind: ContractKind, product: ContractProduct, dialect: Dialect | null = null) {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('upline_id', '=', uplineId)
    .where('kind', '=', kind)
    .where('product', '=', product)
    .where('status', 'in', [...LIVE_CONTRACT_STATUSES])
    .orderBy('id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function insertContract(
  db: Db,
  values: { merchantId: number; kind: ContractKind; product: ContractProduct; period: string | null; uplineId: number; downlineId: number; tiers: ContractTier[]; at: IsoTime },
): Promise<AgentContractRow> {
  return db
    .insertInto('agent_contract')
    .values({
      merchant_id: values.merchantId,
      kind: values.kind,
      product: values.product,
      period: null,
      upline_id: values.uplineId,
      downline_id: values.downlineId,
      status: 'P',
      tiers: '[]',
      proposed_tiers: JSON.stringify(values.tiers),
      proposed_period: values.period,
      termination_by: null,
      created_at: values.at,
      updated_at: values.at,
      signed_at: null,
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type ContractChange = Partial<Pick<AgentContractRow, 'status' | 'tiers' | 'proposed_tiers' | 'period' | 'proposed_period' | 'termination_by' | 'signed_at' | 'ended_at'>>;

export async function updateContract(db: Db, id: number, change: ContractChange, at: IsoTime): Promise<AgentContractRow> {
  return db.updateTable('agent_contract').set({ ...change, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function recordEvent(db: Db, event: { contractId: number; action: string; byMemberId: number; status: string; tiers: ContractTier[] | null; at: IsoTime }): Promise<void> {
  await db
    .insertInto('contract_event')
    .values({ contract_id: event.contractId, action: event.action, by_member_id: event.byMemberId, status: event.status, tiers: event.tiers ? JSON.stringify(event.tiers) : null, at: event.at })
    .execute();
}

export async function eventsOf(db: Db, contractId: number) {
  return db
    .selectFrom('contract_event as e')
    .innerJoin('member as m', 'm.id', 'e.by_member_id')
    .select(['e.at', 'e.action', 'm.account as by', 'e.status'])
    .where('e.contract_id', '=', contractId)
    .orderBy('e.id')
    .execute();
}

/** Accounts of the contracts' two sides. */
export async function accountsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('member').select(['id', 'account']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.account]));
}
