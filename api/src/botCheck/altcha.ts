import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { BotCheckProvider } from './provider';

/*
 * ALTCHA (altcha-lib 2), self-hosted: the server signs a challenge (HMAC with a secret every instance
 * shares, api/src/crypto/server-secret.ts) whose answer is a counter the client finds by brute force
 * (SHA-256 of salt+counter until the key's prefix matches). In deterministic mode the server knows the
 * counter it picked, so verifying is one HMAC of the derived key (its `keySignature`), not a search.
 * The purpose and the site are in the signed `data`: a proof made for an SMS cannot register.
 */

export interface AltchaSettings {
  /** The highest counter a solver may have to reach; the expected work is about half of it. */
  complexity: number;
  ttlMs: number;
}

interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function payloadOf(proof: string): AltchaPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Partial<AltchaPayload> | null;
    if (!parsed || typeof parsed !== 'object' || !parsed.challenge || typeof parsed.challenge !== 'object' || !parsed.solution || typeof parsed.solution !== 'object') return null;
    if (!parsed.challenge.parameters || typeof parsed.challenge.parameters !== 'object') return null;
    return parsed as AltchaPayload;
  } catch {
    return null;
  }
}

export function altchaProvider(secret: Buffer, settings: AltchaSettings, now: () => number = Date.now): BotCheckProvider {
  const hmacSignatureSecret = secret.toString('hex');
  // A second key for the derived-key signature, so neither signature helps forge the other.
  const hmacKeySignatureSecret = createHmac('sha256', secret).update('altcha key signature').digest('hex');
  const lowest = Math.max(1, Math.floor(settings.complexity / 10));
  return {
    name: 'altcha',
    async challenge({ merchantId, purpose }) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.max(lowest + 1, settings.complexity), lowest),
        deriveKey,
        data: { purpose, merchant: merchantId },
        expiresAt: new Date(now() + settings.ttlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { provider: 'altcha', challenge: JSON.stringify(challenge), siteKey: null, script: null };
    },
    async verify(proof, { merchantId, purpose }) {
      const payload = payloadOf(proof);
      if (!payload) return { ok: false, reason: 'malformed' };
      const { parameters } = payload.challenge;
      // verifySolution checks the clock too; this check uses the injectable one, so tests can age a proof.
      if (typeof parameters.expiresAt !== 'number' || parameters.expiresAt * 1000 <= now()) return { ok: false, reason: 'expired' };
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!result.verified) return { ok: false, reason: result.expired ? 'expired' : result.invalidSignature ? 'forged' : 'wrong' };
      // Signed, so these are the server's own words.
      if (parameters.data?.purpose !== purpose || parameters.data?.merchant !== merchantId) return { ok: false, reason: 'other purpose' };
      const id = createHash('sha256').update(`altcha\n${payload.challenge.signature ?? ''}`).digest('hex');
      return { ok: true, id, expiresAt: parameters.expiresAt * 1000 };
    },
  };
}
