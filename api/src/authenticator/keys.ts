import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { loadServerSecret } from '../crypto/server-secret';

/*
 * The server's two keys of this domain (server_key, shared by every instance): one seals the TOTP
 * secrets (AES-256-GCM, bound to the member's id, so a sealed secret copied to another row does not
 * open), one hashes the recovery codes (HMAC-SHA-256: a copy of the table alone cannot test guesses).
 */

interface Keys {
  seal: Buffer;
  hash: Buffer;
}

const loaded = new WeakMap<AppContext, Promise<Keys>>();

function keysOf(ctx: AppContext): Promise<Keys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    keys = Promise.all([loadServerSecret(ctx.db, 'authenticator-seal'), loadServerSecret(ctx.db, 'authenticator-recovery')]).then(([seal, hash]) => ({ seal, hash }));
    // A failed load (database down) is tried again on the next request rather than kept.
    keys.catch(() => loaded.delete(ctx));
    loaded.set(ctx, keys);
  }
  return keys;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export async function sealSecret(ctx: AppContext, memberId: number, secret: string): Promise<string> {
  return sealBound(ctx, `member:${memberId}`, secret);
}

export async function openSecret(ctx: AppContext, memberId: number, sealed: string): Promise<string> {
  return openBound(ctx, `member:${memberId}`, sealed);
}

/**
 * Seals a TOTP secret bound to its owner (`member:<id>`, `operator:<id>`): opened under another
 * owner, the tag fails.
 */
export async function sealBound(ctx: AppContext, owner: string, secret: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', (await keysOf(ctx)).seal, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(owner));
  const sealed = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64');
}

export async function openBound(ctx: AppContext, owner: string, sealed: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', (await keysOf(ctx)).seal, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

export async function hashRecoveryCode(ctx: AppContext, memberId: number, normalized: string): Promise<string> {
  return createHmac('sha256', (await keysOf(ctx)).hash).update(`${memberId}:${normalized}`).digest('hex');
}
