import { http } from '@portal/shared';
import type { Paged } from '../common';

/**
 * `GET /wps/member/info`: the account as the session knows it. The security centre reads only the VIP
 * level from it; the bindings and the profile come from `/wps/member/profile`.
 */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  type: number;
  vip?: { level: number; enabled: boolean };
}

export const getMemberInfo = (signal?: AbortSignal) => http.get<MemberInfo>('/wps/member/info', { auth: true, signal });

/** The fields of spec §3 a member edits (`PUT /wps/member/profile`). */
export const PROFILE_FIELDS = ['nickname', 'birthday', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'zalo', 'skype', 'placeOfBirth'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * `GET /wps/member/profile`. `mobile`, `email` and `payeeName` arrive masked (`95 94•••••001`) or null
 * when not bound; the other fields as stored or null.
 */
export type MemberProfile = { account: string; mobile: string | null; email: string | null; payeeName: string | null } & Record<ProfileField, string | null>;

export const getProfile = (signal?: AbortSignal) => http.get<MemberProfile>('/wps/member/profile', { auth: true, signal });

/** Any of the editable fields; the answer is the whole profile. */
export type ProfileUpdate = Partial<Record<ProfileField, string>>;
export const updateProfile = (body: ProfileUpdate) => http.put<MemberProfile>('/wps/member/profile', body, { auth: true });

/** A code sent to bind an address: how long it lasts. */
export interface CodeSent {
  expiredMinutes: number;
}

export interface MobileTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** Sends a code to the mobile number to bind (T); a number another member uses is `mobile.exists`. */
export const sendBindSms = (body: MobileTarget) => http.post<CodeSent>('/wps/verification/sms/bind', body, { auth: true });

/** Binds (or replaces) the mobile number with the code sent to it (T, E); answers the profile. */
export const bindMobile = (body: MobileTarget & { verificationCode: string }) =>
  http.post<MemberProfile>('/wps/member/bind/mobile', body, { auth: true, encrypt: true });

/** Sends a code to the e-mail address to bind (T). */
export const sendBindEmail = (body: { email: string }) => http.post<CodeSent>('/wps/verification/email/bind', body, { auth: true });

/** Binds (or replaces) the e-mail address with the code sent to it (T, E); answers the profile. */
export const bindEmail = (body: { email: string; verificationCode: string }) => http.post<MemberProfile>('/wps/member/bind/email', body, { auth: true, encrypt: true });

/** One login of the member (from the sessions); `current` is the session reading the page. */
export interface LoginRecord {
  at: string;
  ip: string;
  current: boolean;
}

/** `GET /wps/member/loginHistory`, newest first. */
export const getLoginHistory = (query: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  http.get<Paged<LoginRecord> & { pageSize: number }>('/wps/member/loginHistory', { auth: true, params: { pageNo: query.pageNo, pageSize: query.pageSize }, signal });

/** Whether a payment password is set (`GET /wps/member/password/payment`). */
export const getPaymentPasswordStatus = (signal?: AbortSignal) => http.get<{ set: boolean }>('/wps/member/password/payment', { auth: true, signal });

export interface PaymentPasswordBody {
  /** Required when one is already set. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sets or changes the 6-digit payment password (T, E). */
export const savePaymentPassword = (body: PaymentPasswordBody) => http.post<null>('/wps/member/password/payment', body, { auth: true, encrypt: true });
