import type { EndpointSpec } from '../endpoint';

/** An operator signs in: name, password, authenticator code → the session cookie (rate limited, locked out). */
export const opsSignIn = {
  method: 'POST', path: '/wps/admin/ops/signin', body: 'OpsSignInBody', answer: 'OpsOperator',
} as const satisfies EndpointSpec;

/** Ends the operator's session (and clears its cookie); without one, nothing to end. */
export const opsSignOut = {
  method: 'POST', path: '/wps/admin/ops/signout', answer: 'Null',
} as const satisfies EndpointSpec;

/** The operator the session cookie names, or null without a live one. */
export const opsMe = {
  method: 'GET', path: '/wps/admin/ops/me', answer: 'OpsMeAnswer',
} as const satisfies EndpointSpec;

/** Ops (`ADMIN_TOKEN` or an `admin` operator): a new operator with its roles and authenticator secret. */
export const opsCreateOperator = {
  method: 'POST', path: '/wps/admin/ops/operators', body: 'OpsCreateOperatorBody', answer: 'OpsCreatedOperator', caller: 'ops',
} as const satisfies EndpointSpec;
