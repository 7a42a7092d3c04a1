import { http, loadRegisterRules } from '@portal/shared';
import type { LoginValue } from '../session';

export interface UsernameLogin {
  type: 'username';
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

export interface SmsLogin {
  type: 'sms';
  mobileNum: string;
  countryDialingCode: string;
  code: string;
}

/** The ways a member proves who they are when logging in from an address never seen before. */
export type VerifyMethod = 'mobile' | 'email' | 'payeeName';

/** `value` of the 403 `login.verify.required` answer. */
export interface VerifyRequired {
  ticket: string;
  methods: VerifyMethod[];
}

export interface SmsSent {
  expiredMinutes: number;
}

/** E call: the credentials travel encrypted (wire contract). SMS login only with MOBILEVERCODELOGIN3. */
export const postLogin = (payload: UsernameLogin | SmsLogin) => http.post<LoginValue>('/wps/session/login', payload, { encrypt: true });

/** The login code by SMS; the number must belong to a member. */
export const sendLoginSms = (mobileNum: string, countryDialingCode: string) =>
  http.post<SmsSent>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, purpose: 'login' });

/** Two-factor: a code to the member's bound mobile or e-mail. */
export const sendVerifyCode = (ticket: string, method: 'mobile' | 'email') => http.post<SmsSent>('/wps/session/login/verify/send', { ticket, method });

/** Two-factor: the code, or the bank account name; the answer is a normal login. */
export const postVerify = (ticket: string, method: VerifyMethod, answer: string) =>
  http.post<LoginValue>('/wps/session/login/verify', { ticket, method, answer }, { encrypt: true });

/** The mobile-number rule for the SMS tab (session-storage copy first). */
export const fetchRegisterRules = () => loadRegisterRules();

/** `/wps/session/login/freeplay` (E): a guest's demo launch of one game (needs FREEPLAY3). */
export interface FreePlayLaunch {
  ticket: string;
  url: string;
  mode: 'demo';
}

/** The platform's gateway serves the free-play call at its version 3 (spec §7). */
const FREEPLAY_HEADERS = { 'X-Gateway-Version': '3' };

export function postFreePlay(nodeId: string): Promise<FreePlayLaunch> {
  return http.post<FreePlayLaunch>('/wps/session/login/freeplay', { nodeId, os: clientOs(), platform: 'W' }, { encrypt: true, headers: FREEPLAY_HEADERS });
}

/** The visitor's operating system family, as the legacy free-play call reported it. */
function clientOs(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const match = /Android|iPhone|iPad|Windows|Mac OS X|Linux/.exec(agent);
  return match ? match[0] : 'Other';
}
