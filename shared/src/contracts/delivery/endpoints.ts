// Ops delivery of remotes (docs/wire-contract.md "Delivery of remotes"). `/remotes.json`
// itself and the override link's landing (`GET /wps/remotes/override?token=`, a redirect) are not JSON
// calls of this table.
import type { EndpointSpec } from '../endpoint';

/** The shell's batch of load outcomes (no session needed: guests load remotes too). */
export const remoteHealthReport = {
  method: 'POST', path: '/wps/remotes/health', auth: 'optional', body: 'HealthReportBody', answer: 'Null',
} as const satisfies EndpointSpec;

/** Ends this browser's overrides (the banner's button): the override cookie is cleared. */
export const remoteOverrideClear = {
  method: 'POST', path: '/wps/remotes/override/clear', auth: 'optional', answer: 'Null',
} as const satisfies EndpointSpec;

/** Ops: every remote's rollout, last hour's health per version and recent history. */
export const adminRemotes = {
  method: 'GET', path: '/wps/admin/remotes', answer: 'RemotesOverview', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the history of the registry's changes, newest first. */
export const adminRemoteHistory = {
  method: 'GET', path: '/wps/admin/remotes/history', query: 'ReleaseHistoryQuery', answer: 'ReleaseHistory', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: sets the stable version (any canary keeps running). */
export const adminRemoteSet = {
  method: 'POST', path: '/wps/admin/remotes/set', body: 'RemoteSetBody', answer: 'RemoteRollout', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: starts a canary (replacing any running one: its visitors are reshuffled). */
export const adminRemoteCanary = {
  method: 'POST', path: '/wps/admin/remotes/canary', body: 'RemoteCanaryBody', answer: 'RemoteRollout', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: widens the running canary; 400 `delivery.canary.none` without one. */
export const adminRemoteWiden = {
  method: 'POST', path: '/wps/admin/remotes/widen', body: 'RemoteWidenBody', answer: 'RemoteRollout', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the canary becomes stable; 400 `delivery.canary.none` without one. */
export const adminRemotePromote = {
  method: 'POST', path: '/wps/admin/remotes/promote', body: 'RemoteActionBody', answer: 'RemoteRollout', caller: 'ops',
} as const satisfies EndpointSpec;

/**
 * Ops: drops the running canary, or (with none) sets stable back to the version before; 400
 * `delivery.rollback.none`. Every override pinning the withdrawn version ends with it.
 */
export const adminRemoteRollback = {
  method: 'POST', path: '/wps/admin/remotes/rollback', body: 'RemoteRollbackBody', answer: 'RemoteRollout', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: a signed, expiring link that pins the opening browser's remote to a version. */
export const adminRemoteOverrideLink = {
  method: 'POST', path: '/wps/admin/remotes/override-link', body: 'OverrideLinkBody', answer: 'OverrideLink', caller: 'ops',
} as const satisfies EndpointSpec;
