import type { PromotionKind } from '@portal/shared/contracts';
import { qualify } from './grants';
import type { Db } from './rules';

/** A transaction (or, from the demo seed's member creation, the database in one). */
type Trx = Db;

/**
 * The kinds a member takes part in by what it does, not by joining: each running promotion of the
 * kind issues its bonus (and tickets) once per member (`qualify`'s key), so doing it again — a second
 * Zalo number, a repeated call — issues nothing more.
 */
async function qualifyForRunning(trx: Trx, kind: PromotionKind, member: { id: number; merchantId: number }, at: string): Promise<void> {
  const running = await trx
    .selectFrom('promotion')
    .selectAll()
    .where('merchant_id', '=', member.merchantId)
    .where('kind', '=', kind)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .execute();
  // A spent budget issues nothing: the member could never claim it (promotion closed).
  for (const promotion of running) if (Number(promotion.budget_used) < Number(promotion.budget)) await qualify(trx, promotion, member.id, at);
}

/** NEW_REGISTER: a member registered (by username or mobile) while the register bonus runs. */
export async function onMemberRegistered(trx: Trx, member: { id: number; merchantId: number }, at: string): Promise<void> {
  await qualifyForRunning(trx, 'NEW_REGISTER', member, at);
}

/** ZALO_BINDING: the member saved a Zalo contact on its profile (spec §9: a bonus of up to 131K). */
export async function onZaloBound(trx: Trx, member: { id: number; merchantId: number }, at: string): Promise<void> {
  await qualifyForRunning(trx, 'ZALO_BINDING', member, at);
}
