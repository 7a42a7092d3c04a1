import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoIn, isoNow } from '../db/time';

/*
 * Failed logins per account name (existing or not, so the answer does not reveal which accounts
 * exist). From the third failure within the window, the login needs a captcha. Kept in the database
 * so the count holds across restarts and across instances.
 */

export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export async function recentFailures(db: Kysely<Database>, merchantId: number, account: string): Promise<number> {
  const row = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('account', '=', account)
    .where('created_at', '>', isoIn(-FAILURE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(db: Kysely<Database>, merchantId: number, account: string, ip: string | null): Promise<void> {
  // Rows older than the window no longer count; drop them as new ones come.
  await db.deleteFrom('login_failure').where('merchant_id', '=', merchantId).where('account', '=', account).where('created_at', '<=', isoIn(-FAILURE_WINDOW_MS)).execute();
  await db.insertInto('login_failure').values({ merchant_id: merchantId, account, ip, created_at: isoNow() }).execute();
}

export async function clearFailures(db: Kysely<Database>, merchantId: number, account: string): Promise<void> {
  await db.deleteFrom('login_failure').where('merchant_id', '=', merchantId).where('account', '=', account).execute();
}
