import { http } from '@portal/shared';

/**
 * `GET /wps/member/info`. The contract fixes the first fields; the bindings and the further profile
 * labels of spec §3 are read when the API gives them (a missing key is "not offered", null "not set").
 */
export interface MemberProfile {
  id: number;
  account: string;
  nickname: string;
  type: number;
  currency?: string;
  currencySymbol?: string;
  vip?: { level: number; enabled: boolean };
  mobileNum?: string | null;
  email?: string | null;
  birthday?: string | null;
  address?: string | null;
  nationality?: string | null;
  occupation?: string | null;
  sourceOfIncome?: string | null;
  zalo?: string | null;
  skype?: string | null;
  placeOfBirth?: string | null;
  payeeName?: string | null;
}

export const getProfile = (signal?: AbortSignal) => http.get<MemberProfile>('/wps/member/info', { auth: true, signal });

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
