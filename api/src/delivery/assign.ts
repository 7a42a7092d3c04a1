import { createHash, randomBytes } from 'node:crypto';
import type { CanaryCohort, RemoteChannel } from '@portal/shared/contracts';

/*
 * Who gets a canary. A visitor's bucket is a stable hash of (visitor id, remote, rollout id) into
 * 0..9999 (basis points); it is in the canary when bucket < percent × 100. The same visitor keeps its
 * bucket while the rollout id stays (sticky), so widening only adds visitors (monotonic); a new canary
 * has a new rollout id and reshuffles. A cohort (agents only, merchants, accounts) is in whatever the
 * share: any criterion given that matches is enough.
 */

export const BUCKETS = 10_000;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: string | null): value is string {
  return value !== null && VISITOR_ID.test(value);
}

/** 0..9999: the first 4 bytes of SHA-256 of `visitor:remote:rollout`, mod 10,000. */
export function bucketOf(visitorId: string, remote: string, rolloutId: string): number {
  return createHash('sha256').update(`${visitorId}:${remote}:${rolloutId}`).digest().readUInt32BE(0) % BUCKETS;
}

/** What the request says about its caller, for cohorts: nothing of it is kept. */
export interface CohortFacts {
  isAgent: boolean;
  merchantCode: string | null;
  account: string | null;
}

export function inCohort(cohort: CanaryCohort, facts: CohortFacts): boolean {
  if (cohort.agentsOnly && facts.isAgent) return true;
  if (facts.merchantCode && cohort.merchants?.some((code) => code.toUpperCase() === facts.merchantCode!.toUpperCase())) return true;
  if (facts.account && cohort.accounts?.some((account) => account.toLowerCase() === facts.account!.toLowerCase())) return true;
  return false;
}

export interface CanaryShare {
  rolloutId: string;
  percent: number;
  cohort: CanaryCohort;
}

/** The channel a visitor gets of a remote with this canary (none: stable). */
export function channelOf(visitorId: string, remote: string, canary: CanaryShare | null, facts: CohortFacts): Exclude<RemoteChannel, 'override'> {
  if (!canary) return 'stable';
  if (inCohort(canary.cohort, facts)) return 'canary';
  return bucketOf(visitorId, remote, canary.rolloutId) < canary.percent * 100 ? 'canary' : 'stable';
}
