// Ops delivery of remotes (docs/wire-contract.md "Delivery of remotes"): the registry with
// its history, canaries, per-browser overrides and health from the field.

export { REMOTE_NAMES, REMOTES, type RemoteName, type RemoteRoute } from './remotes';

/**
 * How one load of a remote in a visitor's page ended: `ok` (loaded and rendered), or the error class:
 * `manifest` (its manifest unreachable), `chunk` (a chunk failed to load), `shared` (refused: built for a
 * newer @portal/kernel than the shell's), `render` (threw while rendering).
 */
export const REMOTE_OUTCOMES = ['ok', 'manifest', 'chunk', 'shared', 'render'] as const;
export type RemoteOutcome = (typeof REMOTE_OUTCOMES)[number];

/** Which build a visitor got: the stable one, the canary, or the one its browser is pinned to. */
export const REMOTE_CHANNELS = ['stable', 'canary', 'override'] as const;
export type RemoteChannel = (typeof REMOTE_CHANNELS)[number];

/**
 * A change of the registry, as history records it: SET (the stable version), CANARY (a canary started),
 * WIDEN (its share or cohort changed), PROMOTE (the canary became stable), ROLLBACK (by ops: a canary
 * dropped, or the stable version back to the one before), AUTO_ROLLBACK (a failing canary dropped by
 * the health rule).
 */
export const RELEASE_ACTIONS = ['SET', 'CANARY', 'WIDEN', 'PROMOTE', 'ROLLBACK', 'AUTO_ROLLBACK'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** The cookie pinning one browser's remotes (a signed, expiring value; httpOnly). */
export const OVERRIDE_COOKIE = 'portal_remote_override';
/** The cookie of a visitor's random id, which keeps its canary assignment sticky (httpOnly, a year). */
export const VISITOR_COOKIE = 'portal_visitor';
/** The most reports one health batch may carry. */
export const HEALTH_BATCH_MAX = 50;
