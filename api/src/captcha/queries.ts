import type { Kysely } from 'kysely';
import type { Database, IsoTime } from '../db/schema';

type Db = Kysely<Database>;

/** Stores the code of a key; asking again for the same key replaces the code (a refresh). */
export async function saveCaptcha(db: Db, key: string, code: string, now: IsoTime, expiresAt: IsoTime): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ key, code, expires_at: expiresAt, used: 0, created_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ code, expires_at: expiresAt, used: 0, created_at: now }))
    .execute();
}

/**
 * Marks a live captcha used and returns its code; undefined when missing, expired or already used.
 * The update is conditional on `used = 0`, so two requests can never both consume one captcha.
 */
export async function takeCaptcha(db: Db, key: string, now: IsoTime): Promise<string | undefined> {
  const row = await db.selectFrom('captcha').select('code').where('key', '=', key).where('used', '=', 0).where('expires_at', '>', now).executeTakeFirst();
  if (!row) return undefined;
  const taken = await db.updateTable('captcha').set({ used: 1 }).where('key', '=', key).where('used', '=', 0).executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? row.code : undefined;
}

export async function deleteStaleCaptchas(db: Db, now: IsoTime): Promise<void> {
  await db.deleteFrom('captcha').where((eb) => eb.or([eb('expires_at', '<=', now), eb('used', '=', 1)])).execute();
}
