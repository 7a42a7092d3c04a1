import { http, loadRegisterRules } from '@portal/shared';
import type { LoginValue } from '../session';
import type { CodeSent as SmsSent } from '@portal/shared/contracts';

/** The optional profile fields of spec §3 a site may switch on. */
export interface ProfileFields {
  payeeName?: string;
  email?: string;
  qqNum?: string;
  recommenderId?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
}

interface RegisterCommon extends ProfileFields {
  password: string;
  confirmPassword: string;
  captcha?: string;
  captchaKey?: string;
  affiliateCode?: string;
  referralCode?: string;
  registerUrl: string;
  registerMethod: 'WEB';
  domain: string;
  login: true;
}

export interface RegisterPayload extends RegisterCommon {
  username: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** With REGMOBVERF3: the SMS code of the mobile number. */
  verificationCode?: string;
}

/** Mobile registration: the username is the mobile number (spec §4). */
export interface MobileRegisterPayload extends RegisterCommon {
  username: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** Rules of every registration field (session-storage copy first, spec §5). */
export const fetchRegisterRules = () => loadRegisterRules();

/** E call, PUT: the new member comes back logged in (`login: true`). */
export const putRegister = (payload: RegisterPayload) => http.put<LoginValue>('/wps/member/register', payload, { encrypt: true });

export const putRegisterMobile = (payload: MobileRegisterPayload) =>
  http.put<LoginValue>('/wps/member/register/mobile', payload, { encrypt: true });

/** The registration code by SMS. */
export const sendRegisterSms = (mobileNum: string, countryDialingCode: string) =>
  http.post<SmsSent>('/wps/verification/sms/register', { mobileNum, countryDialingCode });

/** An affiliate (invitation) code: answers its agent, or fails with `affiliate.invalid`. */
export const checkAffiliate = (code: string, domain: string) => http.get<{ agent: string }>('/wps/agent/affiliate', { params: { code, domain } });
