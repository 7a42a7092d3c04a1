import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';

/*
 * The RSA key pair of E calls. It is kept in the database, not regenerated per process, because a
 * page fetches the public key once: a restart (or a second instance behind a load balancer) with a
 * fresh key would make every open page's next E call fail.
 */

const KEY_NAME = 'transport-rsa';
const generate = promisify(generateKeyPair);

export interface TransportKey {
  privateKey: KeyObject;
  /** base64 of the DER SPKI, exactly what GET /wps/session/key/rsa returns. */
  publicKeyBase64: string;
}

export async function loadTransportKey(db: Kysely<Database>): Promise<TransportKey> {
  let stored = await readKey(db);
  if (!stored) {
    const { privateKey } = await generate('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // Two instances starting together both generate; the first insert wins and both read it back.
    await db
      .insertInto('server_key')
      .values({ name: KEY_NAME, value: pem, created_at: isoNow() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    stored = await readKey(db);
  }
  if (!stored) throw new Error('transport key could not be stored');
  const privateKey = createPrivateKey(stored);
  const der = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return { privateKey, publicKeyBase64: der.toString('base64') };
}

async function readKey(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('server_key').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  return row?.value;
}
