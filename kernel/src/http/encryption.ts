// E calls (docs/wire-contract.md): a fresh AES-256-GCM key per request encrypts the JSON payload,
// and the server's RSA key (OAEP, SHA-256) wraps that AES key. WebCrypto only: no crypto library ships.
import { base64ToBytes, bytesToBase64 } from './base64';

const IV_BYTES = 12;

export interface SealedPayload {
  /** The request body: base64(iv ‖ ciphertext ‖ 16-byte tag). */
  body: { value: string };
  /** The `Encryption` header: base64 of the RSA-OAEP-wrapped raw AES key. */
  encryptionHeader: string;
}

/** Imports the key served by GET /wps/session/key/rsa: base64 of the DER SPKI, no PEM armour. */
export function importServerPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

export async function sealPayload(payload: unknown, serverKey: CryptoKey): Promise<SealedPayload> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? null));
  // WebCrypto's AES-GCM output is already ciphertext ‖ tag (128-bit tag by default).
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrappedKey = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, serverKey, rawKey));

  const ivAndSealed = new Uint8Array(iv.length + sealed.length);
  ivAndSealed.set(iv, 0);
  ivAndSealed.set(sealed, iv.length);
  return { body: { value: bytesToBase64(ivAndSealed) }, encryptionHeader: bytesToBase64(wrappedKey) };
}
