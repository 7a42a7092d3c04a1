import { Client } from 'pg';
import { sql } from 'kysely';
import type { ServerOptions } from '../../src';
import { startServer, type TestServer } from './server';

/*
 * The funds tests reach the database through the server's own Kysely instance (not the SQLite file),
 * so the same tests run on PostgreSQL too: set FUNDS_TEST_POSTGRES_URL to a server whose user may
 * create databases, e.g.
 *   FUNDS_TEST_POSTGRES_URL=postgres://portal@127.0.0.1:5432/postgres npx jest api/test/funds
 * Each file then works in a database of its own, dropped at the end.
 */

const postgresUrl = process.env.FUNDS_TEST_POSTGRES_URL;

async function onPostgres(statement: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startFundsServer(options: ServerOptions = {}): Promise<TestServer> {
  if (!postgresUrl) return startServer(options);
  const database = `funds_test_${process.pid}_${Date.now()}`;
  await onPostgres(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const server = await startServer({ ...options, databaseUrl: url.toString() });
  return {
    ...server,
    async close() {
      await server.close();
      await onPostgres(`DROP DATABASE IF EXISTS ${database}`);
    },
  };
}

/** Stores a site setting of the demo merchant (the settings have no ops call). */
export async function setSetting(server: TestServer, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  const now = new Date().toISOString();
  await server.app.portal.db
    .insertInto('site_setting')
    .values({ merchant_id: 1, key, value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'key']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

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
