import { http, type Member } from '@portal/shared';

export interface MemberInfo extends Member {
  firstTimeLogin: boolean;
  currency: string;
  currencySymbol: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: Member;
}

export interface WalletBalance {
  balance: number;
  decimals: number;
  currency: string;
  currencySymbol: string;
}

export const fetchMemberInfo = () => http.get<MemberInfo>('/wps/member/info', { auth: true });
export const fetchBalance = () => http.get<WalletBalance>('/wps/v2/wallets/balance', { auth: true });
export const deleteSession = () => http.delete<null>('/wps/session/logout', { auth: true });
