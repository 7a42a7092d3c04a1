import type { sql } from 'kysely';
import type { TestServer } from './server';

/* Reads of the funds tests, through the server's own Kysely instance (SQLite or PostgreSQL alike). */

export async function countRows(server: TestServer, query: ReturnType<typeof sql<{ n: number | string }>>): Promise<number> {
  const result = await query.execute(server.app.portal.db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The amounts of the demo player's stored notifications of one type. */
export async function notificationAmounts(server: TestServer, account: string, type: string): Promise<number[]> {
  const rows = await server.app.portal.db
    .selectFrom('member_message as m')
    .innerJoin('member as u', 'u.id', 'm.member_id')
    .select('m.params')
    .where('u.account', '=', account)
    .where('m.type', '=', type)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => Number((JSON.parse(row.params) as { amount?: number }).amount));
}
