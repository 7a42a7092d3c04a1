import type { Generated } from 'kysely';
import type { IsoTime } from './common';

/** A remote's rollout (migration 0024-remote-delivery): the stable build and the running canary, if any. */
export interface RemoteRolloutTable {
  remote: string;
  stable_version: string;
  stable_entry: string;
  canary_version: string | null;
  canary_entry: string | null;
  canary_percent: number | null;
  /** JSON of the contract's CanaryCohort. */
  canary_cohort: string | null;
  /** New for each canary started: the visitors' buckets hash it, so a new canary reshuffles them. */
  canary_rollout_id: string | null;
  canary_started_at: IsoTime | null;
  updated_at: IsoTime;
}

/** One change of the registry: who, when, from, to, why; `track` is the build it moved ('stable' | 'canary'). */
export interface RemoteReleaseTable {
  id: Generated<number>;
  remote: string;
  action: string;
  track: string;
  from_version: string | null;
  from_entry: string | null;
  to_version: string | null;
  to_entry: string | null;
  percent: number | null;
  actor: string;
  reason: string;
  at: IsoTime;
}

/** Load outcomes from the field, counted per remote, version, minute (ISO, seconds zeroed) and outcome. */
export interface RemoteHealthTable {
  remote: string;
  version: string;
  minute: IsoTime;
  outcome: string;
  count: number;
}

/** A load token already reported (migration 0034): one load reports once; kept until the token expires. */
export interface RemoteLoadTokenTable {
  id: string;
  expires_at: IsoTime;
}
