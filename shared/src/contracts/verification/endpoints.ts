// Verification codes (spec §4, §5). Every one is rate limited like the auth calls; ops read the SMS quota.
import { FORMAL_ACCOUNTS, type EndpointSpec } from '../endpoint';

/** The SMS of a mobile registration (MOBILENUMREG3) or of one that verifies its number (REGMOBVERF3). */
export const sendRegisterSms = {
  method: 'POST', path: '/wps/verification/sms/register', body: 'MobileTarget', answer: 'CodeSent',
} as const satisfies EndpointSpec;

/** The SMS to a member's number: a login by code (MOBILEVERCODELOGIN3) or forgot password by mobile. */
export const sendNoLoginSms = {
  method: 'POST', path: '/wps/verification/sms/noLogin', body: 'SmsNoLoginBody', answer: 'CodeSent',
} as const satisfies EndpointSpec;

/** Security centre: the SMS that proves a new number before it is bound. */
export const sendBindSms = {
  method: 'POST', path: '/wps/verification/sms/bind', auth: true, roles: FORMAL_ACCOUNTS, body: 'MobileTarget', answer: 'CodeSent',
} as const satisfies EndpointSpec;

/** Security centre: the e-mail that proves a new address before it is bound. */
export const sendBindEmail = {
  method: 'POST', path: '/wps/verification/email/bind', auth: true, roles: FORMAL_ACCOUNTS, body: 'EmailBindBody', answer: 'CodeSent',
} as const satisfies EndpointSpec;

/** Ops: what is left of the site's SMS quota today, and the limits of one number, member and address. */
export const adminSmsQuota = {
  method: 'GET', path: '/wps/admin/sms/quota', answer: 'SmsQuotaStatus', caller: 'ops',
} as const satisfies EndpointSpec;
