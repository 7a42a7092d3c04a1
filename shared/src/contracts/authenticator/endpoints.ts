// The authenticator app of the security centre (spec §4 "Google code"). The spec shows no calls for it:
// these take the platform's member paths (api/docs/security-centre.md "Authenticator app").
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** Whether one is bound and how many recovery codes are left. */
export const authenticatorStatus = {
  method: 'GET', path: '/wps/member/authenticator', auth: true, roles: FORMAL_ACCOUNTS, answer: 'AuthenticatorStatus',
} as const satisfies EndpointSpec;

/** Starts a binding: a new pending secret (replacing a pending one), as an otpauth URI and in base32. */
export const authenticatorStart = {
  method: 'PUT', path: '/wps/member/authenticator', auth: true, roles: FORMAL_ACCOUNTS, answer: 'AuthenticatorSetup',
} as const satisfies EndpointSpec;

/** Confirms the pending binding with a current code: the 10 recovery codes, shown once. */
export const authenticatorConfirm = {
  method: 'POST', path: '/wps/member/authenticator', auth: true, roles: FORMAL_ACCOUNTS, body: 'AuthenticatorConfirmBody', answer: 'AuthenticatorRecoveryCodes',
} as const satisfies EndpointSpec;

/**
 * Unbinds with a current code, a recovery code or the login password (sealed: it may carry the
 * password). Wrong proofs count toward the account's second-factor lock (429 `rate.limited`).
 */
export const authenticatorUnbind = {
  method: 'POST', path: '/wps/member/authenticator/unbind', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'AuthenticatorUnbindBody', answer: 'Null',
} as const satisfies EndpointSpec;
