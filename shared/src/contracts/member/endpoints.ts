// Member calls (spec §4): registration (E, rate limited like the auth calls), the member's info and
// language (T).
import { ANY_ACCOUNT, FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** Registration by username (USERNAMEREG3): every enabled field by the site's rule; logs in. */
export const register = {
  method: 'PUT', path: '/wps/member/register', encrypt: true, body: 'RegisterBody', answer: 'LoginValue',
} as const satisfies EndpointSpec;

/** Registration by mobile number (MOBILENUMREG3) with the code of `sendRegisterSms`; logs in. */
export const registerByMobile = {
  method: 'PUT', path: '/wps/member/register/mobile', encrypt: true, body: 'MobileRegisterBody', answer: 'LoginValue',
} as const satisfies EndpointSpec;

export const memberInfo = {
  method: 'GET', path: '/wps/member/info', auth: true, roles: ANY_ACCOUNT, answer: 'MemberInfo',
} as const satisfies EndpointSpec;

/** Spec §4: a language change is sent to the server; the outbox then writes to the member in it. */
export const setMemberLanguage = {
  method: 'PUT', path: '/wps/member/language', auth: true, roles: ANY_ACCOUNT, body: 'MemberLanguageBody', answer: 'Null',
} as const satisfies EndpointSpec;

/**
 * Spec §7 `/wps/member/info/icon`: sets the avatar to a drawn preset or an uploaded png/jpg
 * (≤ 1 MB, checked by content, re-encoded). Formal accounts only: a trial account keeps the default.
 */
export const memberIcon = {
  method: 'POST', path: '/wps/member/info/icon', auth: true, roles: FORMAL_ACCOUNTS, body: 'MemberIconBody', answer: 'MemberIconAnswer',
} as const satisfies EndpointSpec;
