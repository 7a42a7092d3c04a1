import type { Db } from './rules';

/** The member's credited deposits so far (the nth-deposit kinds pay on the one that makes it n). */
export async function creditedDeposits(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'credited')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
