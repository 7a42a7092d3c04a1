// One-click sign-in (docs/wire-contract.md "Identity"). The platform's calls are not shown
// (spec §7), so these are named in its REST family under /wps/identity. The provider's callback
// (`GET /wps/identity/callback`) is a page, not a call: it is in the route map, not here.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The providers the login and register popups offer (configured by environment). */
export const identityProviders = {
  method: 'GET', path: '/wps/identity/providers', answer: 'IdentityProviders',
} as const satisfies EndpointSpec;

/**
 * Starts a flow: the API keeps its state, nonce and PKCE verifier and answers the provider's URL for
 * the popup. `link` needs the token (a formal account); `login` is a guest's.
 */
export const identityAuthorize = {
  method: 'POST', path: '/wps/identity/authorize', auth: 'optional', body: 'IdentityAuthorizeBody', answer: 'IdentityAuthorizeValue',
} as const satisfies EndpointSpec;

/**
 * Spends a login ticket: the session of a known identity, or the profile to register with. From a new
 * address into an account with an authenticator bound it answers 403 `login.verify.required` with a
 * second-factor ticket (`LoginVerifyRequired`), as `login` does: the session comes from `loginVerify`.
 */
export const identitySession = {
  method: 'POST', path: '/wps/identity/session', body: 'IdentityTicketBody', answer: 'IdentitySessionValue',
} as const satisfies EndpointSpec;

/**
 * A new identity (identitySession's `register`) makes its account: username and terms, no password,
 * no captcha; the account is made and the identity bound to it together, and it comes back logged in.
 */
export const identityRegister = {
  method: 'PUT', path: '/wps/identity/register', encrypt: true, body: 'IdentityRegisterBody', answer: 'LoginValue',
} as const satisfies EndpointSpec;

/** Spends a link ticket: binds the identity to the signed-in account, one way and for good (§4). */
export const identityLink = {
  method: 'POST', path: '/wps/identity/link', auth: true, roles: FORMAL_ACCOUNTS, body: 'IdentityTicketBody', answer: 'LinkedIdentities',
} as const satisfies EndpointSpec;

/** The identities bound to the signed-in account. */
export const identityLinks = {
  method: 'GET', path: '/wps/identity/links', auth: true, roles: FORMAL_ACCOUNTS, answer: 'LinkedIdentities',
} as const satisfies EndpointSpec;
