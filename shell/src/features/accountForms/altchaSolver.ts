import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Gives up on a challenge after this long (a throttled tab); the form then says the check failed. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves an ALTCHA challenge (the API's JSON text) and answers the proof the API reads: base64 of
 * `{ challenge, solution }`. Each try hashes with WebCrypto (async, off the main thread) and the
 * solver yields to the event loop at least every 200 ms, so the search runs in small slices and the
 * page stays responsive without a worker. Its own lazy chunk: only a form that needs a proof loads it.
 */
export async function solveAltcha(challengeText: string, signal?: AbortSignal): Promise<string> {
  const challenge = JSON.parse(challengeText) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('bot check not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
