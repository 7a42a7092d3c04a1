import type { AdminRiskQuery, RiskEvents, RiskKind } from '@portal/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import type { ApiError } from '../http/api-error';

type Db = Kysely<Database> | Transaction<Database>;

/** A refused abuse: who tried, what rule held, the amount it was about. */
export interface RiskInput {
  memberId: number | null;
  kind: RiskKind;
  amount?: number | null;
  detail?: string | null;
}

/** Writes one risk event now (a job that refused something; the HTTP refusals go through withRisk). */
export async function recordRisk(db: Db, merchantId: number, risk: RiskInput, at: string = isoNow()): Promise<void> {
  await db
    .insertInto('risk_event')
    .values({ merchant_id: merchantId, member_id: risk.memberId, kind: risk.kind, amount: risk.amount ?? null, detail: risk.detail?.slice(0, 500) ?? null, created_at: at })
    .execute();
}

const RISK = Symbol('risk');
type WithRisk = ApiError & { [RISK]?: RiskInput };

/**
 * Marks a refusal as an abuse to record. A refusal thrown inside a money transaction rolls that
 * transaction back, so the event cannot be written there: the error handler writes it after.
 */
export function withRisk<E extends ApiError>(error: E, risk: RiskInput): E {
  (error as WithRisk)[RISK] = risk;
  return error;
}

/** The risk a refusal carries, if any (the error handler's side of withRisk). */
export function riskOf(error: ApiError): RiskInput | undefined {
  return (error as WithRisk)[RISK];
}

/** `GET /wps/admin/risk`: the merchant's risk events, newest first, with the member's account. */
export async function listRisk(db: Db, merchantId: number, query: AdminRiskQuery): Promise<RiskEvents> {
  let select = db
    .selectFrom('risk_event as r')
    .leftJoin('member as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.member_id', 'm.account', 'r.kind', 'r.amount', 'r.detail', 'r.created_at'])
    .where('r.merchant_id', '=', merchantId);
  if (query.kind) select = select.where('r.kind', '=', query.kind);
  if (query.memberId) select = select.where('r.member_id', '=', query.memberId);
  const rows = await select.orderBy('r.id', 'desc').limit(query.limit ?? 100).execute();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    account: row.account ?? null,
    kind: row.kind as RiskKind,
    amount: row.amount === null ? null : Number(row.amount),
    detail: row.detail,
    createdAt: row.created_at,
  }));
}
