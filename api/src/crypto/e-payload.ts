import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';

/*
 * Decryption of an E call (see docs/wire-contract.md): header `Encryption` = base64 RSA-OAEP(SHA-256)
 * of a 32-byte AES key; body `{ value: base64(iv[12] ‖ ciphertext ‖ tag[16]) }` of the UTF-8 JSON.
 * Every failure is reported as null: the caller answers one error whatever went wrong, so a prober
 * learns nothing about which step failed.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

export function decryptPayload(privateKey: KeyObject, encryptionHeader: string, value: string): unknown | null {
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryptionHeader, 'base64'),
    );
    if (aesKey.length !== AES_KEY_BYTES) return null;
    const sealed = Buffer.from(value, 'base64');
    if (sealed.length < IV_BYTES + TAG_BYTES) return null;
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
