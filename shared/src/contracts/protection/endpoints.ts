import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/**
 * The player's limits (deposit, loss, wager per day, week and month; the session limit), what each
 * has used this period and what remains, raises waiting their 24 hours, and the cool-off or
 * self-exclusion in force.
 */
export const protectionStatus = {
  method: 'GET', path: '/wps/member/protection', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ProtectionStatus',
} as const satisfies EndpointSpec;

/**
 * Sets, lowers, raises or removes one limit. Lowering applies at once; raising or removing waits 24
 * hours (the answer's `pending`). Recorded in the history.
 */
export const protectionSetLimit = {
  method: 'PUT', path: '/wps/member/protection/limit', auth: true, roles: FORMAL_ACCOUNTS, body: 'ProtectionLimitBody', answer: 'ProtectionStatus',
} as const satisfies EndpointSpec;

/**
 * Starts a cool-off (24h, 7d, 30d) or a self-exclusion (6m, 1y, 5y) at once. It cannot be shortened
 * (`protection.exclusion.shorter`); a longer one replaces it. A self-exclusion cancels the player's
 * running promotions (deposited money stays the player's).
 */
export const protectionExclude = {
  method: 'POST', path: '/wps/member/protection/exclusion', auth: true, roles: FORMAL_ACCOUNTS, body: 'ProtectionExclusionBody', answer: 'ProtectionStatus',
} as const satisfies EndpointSpec;

/**
 * Sets how often the reality check comes (15, 30 or 60 minutes of play). Applies at once either way:
 * it limits nothing. Recorded in the history.
 */
export const protectionSetRealityCheck = {
  method: 'PUT', path: '/wps/member/protection/reality-check', auth: true, roles: FORMAL_ACCOUNTS, body: 'ProtectionRealityCheckBody', answer: 'ProtectionStatus',
} as const satisfies EndpointSpec;

/**
 * The caller's play since it signed in (this session): when the session started, the stakes since
 * then and the net result (wins minus stakes), what the reality check shows.
 */
export const protectionSession = {
  method: 'GET', path: '/wps/member/protection/session', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ProtectionSessionPlay',
} as const satisfies EndpointSpec;

/** Every change of the player's limits and exclusions, newest first. */
export const protectionHistory = {
  method: 'GET', path: '/wps/member/protection/history', auth: true, roles: FORMAL_ACCOUNTS, answer: 'ProtectionHistory',
} as const satisfies EndpointSpec;

/** Ops: members with limits or an exclusion in force. */
export const adminProtection = {
  method: 'GET', path: '/wps/admin/protection', query: 'AdminProtectionQuery', answer: 'AdminProtectionMembers', caller: 'ops',
} as const satisfies EndpointSpec;
