// Login password calls (spec §4, §5, §7). Rate limited like the auth calls.
import { ANY_ACCOUNT, type EndpointSpec } from '../endpoint';

/**
 * The new one by the site's password rule, the old one proven (an account with no password yet, made by
 * one-click sign-in, sets its first one without); the member's other sessions end. Trial
 * accounts too: spec §4's forced change after a login with a default or expired password is every
 * account's.
 */
export const changePassword = {
  method: 'POST', path: '/wps/member/password', auth: true, roles: ANY_ACCOUNT, encrypt: true, body: 'ChangePasswordBody', answer: 'Null',
} as const satisfies EndpointSpec;

/** A temporary password is e-mailed when the username and e-mail belong together. The platform takes it as a form. */
export const forgotPasswordByEmail = {
  method: 'POST', path: '/wps/member/password/email', form: true, body: 'ForgotByEmailBody', answer: 'Null',
} as const satisfies EndpointSpec;

/** The code of `sendNoLoginSms` (purpose forgot) sets a new password; every session of the member ends. */
export const forgotPasswordByMobile = {
  method: 'POST', path: '/wps/member/password/verification', encrypt: true, body: 'ForgotByMobileBody', answer: 'PasswordResetAnswer',
} as const satisfies EndpointSpec;
