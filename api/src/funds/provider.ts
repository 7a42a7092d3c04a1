import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadServerSecret } from '../crypto/server-secret';
import type { Database } from '../db/schema';

/*
 * The demo payment provider's shared secret. A real provider hands the merchant a key for its callback
 * signatures; here it is a random server secret in `server_key` (like the code HMAC key), made on first
 * start and shared by every instance on the database. Signature: lower-case hex of
 * HMAC-SHA256(secret, raw request body), header `X-Signature`.
 */

export const PROVIDER_SECRET_NAME = 'deposit-provider-secret';
export const SIGNATURE_HEADER = 'x-signature';

export interface DepositProvider {
  sign(rawBody: string | Buffer): string;
  /** Constant-time check of a signature over the exact bytes received. */
  verify(rawBody: Buffer, signature: string | undefined): boolean;
}

export function createProvider(secret: Buffer): DepositProvider {
  const sign = (rawBody: string | Buffer) => createHmac('sha256', secret).update(rawBody).digest('hex');
  return {
    sign,
    verify(rawBody, signature) {
      if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(rawBody), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}

export async function loadProvider(db: Kysely<Database>): Promise<DepositProvider> {
  return createProvider(await loadServerSecret(db, PROVIDER_SECRET_NAME));
}
