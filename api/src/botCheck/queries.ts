import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Spends a proof: the first insert of its id wins on every instance, a replay conflicts. Rows of
 * expired challenges are dropped as new ones come (a replay of those is refused as expired anyway).
 */
export async function spendProof(db: Db, digest: string, expiresAt: string, now: string): Promise<boolean> {
  await db.deleteFrom('bot_check_proof').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('bot_check_proof')
    .values({ digest, expires_at: expiresAt })
    .onConflict((oc) => oc.column('digest').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
