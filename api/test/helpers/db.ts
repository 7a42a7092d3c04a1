import { sql, type RawBuilder } from 'kysely';
import type { TestServer } from './server';

/*
 * Tests reach the database only through the server's own Kysely instance (`server.app.portal.db`), so
 * every API test runs on SQLite and on PostgreSQL alike (API_TEST_DB=postgres). Raw statements use
 * kysely's `sql` template (values become parameters) and portable SQL: timestamps are ISO text
 * (api/src/db/time.ts), flags are 0/1 integers, and aggregates are read through Number() (PostgreSQL
 * answers SUM of a bigint as numeric text).
 */

/** The rows of a statement written with kysely's `sql` template, run on the server's database. */
export async function rows<T>(server: TestServer, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(server.app.portal.db)).rows;
}

/**
 * PostgreSQL: how many transactions of this database wait for a row lock another one holds (a test that
 * holds a row and lets a call run into it waits until the call is there before letting go).
 */
export async function waitingForLocks(server: TestServer): Promise<number> {
  const found = await rows(
    server,
    sql<{ n: number | string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return Number(found[0]?.n ?? 0);
}

/** Resolves once `count` transactions of this database wait for a lock (PostgreSQL). */
export async function untilWaitingForLocks(server: TestServer, count: number): Promise<void> {
  while ((await waitingForLocks(server)) < count) await new Promise((resolve) => setImmediate(resolve));
}

/** A member's id by account: to age or read their rows. */
export async function memberIdOf(server: TestServer, account: string): Promise<number> {
  const row = await server.app.portal.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/** The code drawn in a captcha's picture, as a person reading it would know it. */
export async function captchaCode(server: TestServer, key: string): Promise<string> {
  const row = await server.app.portal.db.selectFrom('captcha').select('code').where('key', '=', key).executeTakeFirst();
  if (!row) throw new Error(`no captcha stored for ${key}`);
  return row.code;
}

let counter = 0;
/** A fresh client-side captcha key, as the front end makes one. */
export function newCaptchaKey(): string {
  counter += 1;
  return `test-${process.pid}-${Date.now()}-${counter}`;
}
