// Session calls (docs/wire-contract.md, spec §4): the transport key, login, its second factor, logout.
import { ANY_ACCOUNT, type EndpointSpec } from '../endpoint';

/** The public half of the transport key that seals the E calls' bodies (base64 SPKI). */
export const sessionRsaKey = {
  method: 'GET', path: '/wps/session/key/rsa', answer: 'Text',
} as const satisfies EndpointSpec;

/**
 * Login by password or SMS code. After failures it asks for a captcha (`captcha.required`); from a
 * new address it answers 403 `login.verify.required` with a ticket (`LoginVerifyRequired`);
 * `scope: 'agent'` refuses every account that is not an agent.
 */
export const login = {
  method: 'POST', path: '/wps/session/login', encrypt: true, body: 'LoginBody', answer: 'LoginValue',
} as const satisfies EndpointSpec;

/** Sends the code of a second-factor ticket to the bound mobile or e-mail. */
export const loginVerifySend = {
  method: 'POST', path: '/wps/session/login/verify/send', body: 'LoginVerifySendBody', answer: 'CodeSent',
} as const satisfies EndpointSpec;

/**
 * Answers a second-factor ticket: the login's session. Wrong answers count per account (any ticket,
 * any address): 5 in a row lock it, 429 `rate.limited` for 5 minutes, a right answer too.
 */
export const loginVerify = {
  method: 'POST', path: '/wps/session/login/verify', encrypt: true, body: 'LoginVerifyBody', answer: 'LoginValue',
} as const satisfies EndpointSpec;

export const logout = {
  method: 'DELETE', path: '/wps/session/logout', auth: true, roles: ANY_ACCOUNT, answer: 'Null',
} as const satisfies EndpointSpec;
