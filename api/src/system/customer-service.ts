import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Customer-service links travel encrypted (docs/wire-contract.md): `path` is base64(iv[12] ‖ AES-256-GCM
 * ciphertext ‖ tag[16]) of the UTF-8 URL under the key SHA-256("portal-cs:" + merchant code), the
 * code as the API knows it (upper-case, e.g. DEMO). The client decrypts with WebCrypto. It keeps the
 * links out of scrapers' plain view; it is no secret from the player, whose browser holds the key.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function customerServiceKey(merchantCode: string): Buffer {
  return createHash('sha256').update(`portal-cs:${merchantCode}`, 'utf8').digest();
}

/** A fresh IV per call: the same link encrypts differently on every answer. */
export function encryptCustomerServicePath(merchantCode: string, path: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', customerServiceKey(merchantCode), iv, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
}

/** The inverse (what the client does); throws when the value was not made for this merchant. */
export function decryptCustomerServicePath(merchantCode: string, value: string): string {
  const sealed = Buffer.from(value, 'base64');
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('not an encrypted customer-service path');
  const decipher = createDecipheriv('aes-256-gcm', customerServiceKey(merchantCode), sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
