import { createHmac } from 'node:crypto';

/*
 * Provably fair tickets (docs/wire-contract.md "Calls of the promotions"). Each ticket has its own
 * server seed, made when it is handed out, whose SHA-256 the member sees from then on. Attempt k of
 * the draw reads u = the first 13 hex digits of HMAC-SHA256(key = seed as UTF-8, message =
 * `ticket:<id>:<k>`) / 16^13 (exact in a double), and picks the prize whose cumulative weight range
 * (prizes in id order) holds floor(u × total weight). A later attempt happens only when a parallel
 * opening took the drawn prize first; it draws from the prizes still left.
 */

const FLOAT_SCALE = 16 ** 13;

export interface Candidate {
  prizeId: number;
  weight: number;
}

export function ticketFloat(serverSeed: string, ticketId: number, attempt: number): number {
  const digest = createHmac('sha256', serverSeed).update(`ticket:${ticketId}:${attempt}`).digest('hex');
  return Number.parseInt(digest.slice(0, 13), 16) / FLOAT_SCALE;
}

/** The candidate attempt `attempt` of a ticket draws. */
export function drawCandidate<T extends Candidate>(serverSeed: string, ticketId: number, attempt: number, candidates: readonly T[]): T {
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  let target = Math.floor(ticketFloat(serverSeed, ticketId, attempt) * total);
  for (const candidate of candidates) {
    if (target < candidate.weight) return candidate;
    target -= candidate.weight;
  }
  return candidates[candidates.length - 1] as T;
}
