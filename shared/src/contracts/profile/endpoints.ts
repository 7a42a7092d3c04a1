// Security centre calls: the profile, binding a mobile number or e-mail address, the
// login history. Every call is a T call.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

export const memberProfile = {
  method: 'GET', path: '/wps/member/profile', auth: true, roles: FORMAL_ACCOUNTS, answer: 'MemberProfile',
} as const satisfies EndpointSpec;

/** Changes the fields given; answers the whole profile. */
export const updateProfile = {
  method: 'PUT', path: '/wps/member/profile', auth: true, roles: FORMAL_ACCOUNTS, body: 'ProfileUpdateBody', answer: 'MemberProfile',
} as const satisfies EndpointSpec;

/** Binds (or replaces) the mobile number with the code sent to it (T, E); a number another member uses is `mobile.exists`. */
export const bindMobile = {
  method: 'POST', path: '/wps/member/bind/mobile', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'BindMobileBody', answer: 'MemberProfile',
} as const satisfies EndpointSpec;

/** Binds (or replaces) the e-mail address with the code sent to it (T, E). */
export const bindEmail = {
  method: 'POST', path: '/wps/member/bind/email', auth: true, roles: FORMAL_ACCOUNTS, encrypt: true, body: 'BindEmailBody', answer: 'MemberProfile',
} as const satisfies EndpointSpec;

/** The member's logins (from the sessions), newest first. */
export const loginHistory = {
  method: 'GET', path: '/wps/member/loginHistory', auth: true, roles: FORMAL_ACCOUNTS, query: 'LoginHistoryQuery', answer: 'LoginHistoryPage',
} as const satisfies EndpointSpec;
