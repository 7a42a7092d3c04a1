import { randomBytes } from 'node:crypto';
import { seal, unseal } from './signed';

/*
 * Load tokens: `/remotes.json` hands one out with each remote's entry, for this visitor, this remote
 * and the version it serves, signed under the server secret `remote-load` and valid for LOAD_TOKEN_TTL_MS.
 * The shell's health beacon sends it back with the load's outcome; a report counts only under a token
 * whose signature holds, that has not expired, that names the report's remote and version and the
 * beacon's visitor, and whose id has not reported before (health.ts keeps the ids used). So a visitor
 * can report only loads the server handed out, each once: no counts, no versions never served.
 */

/** Long enough for a slow load (the shell gives up at 120 s), its render, and the batch's wait (10 s) or the page's end. */
export const LOAD_TOKEN_TTL_MS = 30 * 60_000;

export interface LoadClaim {
  /** Random, unique per token: the "once" is kept by it. */
  id: string;
  visitor: string;
  remote: string;
  version: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export function loadToken(key: Buffer, visitor: string, remote: string, version: string, now: number): string {
  return seal(key, { i: randomBytes(12).toString('base64url'), v: visitor, r: remote, n: version, e: now + LOAD_TOKEN_TTL_MS });
}

/** What a token claims when its signature holds and it has not expired; null otherwise. */
export function loadClaim(key: Buffer, token: string, now: number): LoadClaim | null {
  const value = unseal(key, token) as { i?: unknown; v?: unknown; r?: unknown; n?: unknown; e?: unknown } | null;
  if (!value || typeof value.i !== 'string' || typeof value.v !== 'string' || typeof value.r !== 'string' || typeof value.n !== 'string' || typeof value.e !== 'number') return null;
  if (value.e <= now) return null;
  return { id: value.i, visitor: value.v, remote: value.r, version: value.n, exp: value.e };
}
