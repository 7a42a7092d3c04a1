import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

/**
 * A random server secret kept in `server_key` (like the transport key), so every instance on one
 * database shares it and it survives restarts. Made on first use; two instances starting together
 * both try, the first insert wins and both read it back.
 */
export async function loadServerSecret(db: Kysely<Database>, name: string, bytes = 32): Promise<Buffer> {
  const read = async () => (await db.selectFrom('server_key').select('value').where('name', '=', name).executeTakeFirst())?.value;
  let stored = await read();
  if (!stored) {
    await db
      .insertInto('server_key')
      .values({ name, value: randomBytes(bytes).toString('base64'), created_at: isoNow() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    stored = await read();
  }
  if (!stored) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(stored, 'base64');
}
