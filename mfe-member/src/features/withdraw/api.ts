import { http } from '@portal/shared';
import type { Paged } from '../common';

export interface Bank {
  code: string;
  name: string;
}

export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumberMasked: string;
}

/** A member has at most this many bank cards. */
export const BANK_CARDS_MAX = 5;

export interface NewBankCard {
  bankCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

/** All in minor units but the counts; `available` is the main balance within today's room. */
export interface WithdrawLimits {
  min: number;
  max: number;
  dailyMax: number;
  dailyCountMax: number;
  usedToday: number;
  countToday: number;
  available: number;
}

export type WithdrawStatus = 'pending' | 'approved' | 'disbursed' | 'received' | 'partlyReceived' | 'disputed' | 'rejected';
export type ConfirmResult = 'full' | 'partial' | 'none';

export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  bankName: string;
  accountNumberMasked: string;
  status: WithdrawStatus;
  createdAt: string;
  disbursedAt: string | null;
  confirmDeadline: string | null;
  confirmation: { result: ConfirmResult; receivedAmount: number | null; remainingAmount: number | null; at: string; forced: boolean } | null;
}

export interface WithdrawBody {
  bankCardId: number;
  amount: number;
  paymentPassword: string;
  requestId: string;
}

export type ConfirmBody =
  | { result: 'full' }
  | { result: 'partial'; receivedAmount: number; remainingAmount: number }
  | { result: 'none'; proofImage: string };

export const getBanks = (signal?: AbortSignal) => http.get<Bank[]>('/wps/system/banks', { signal });
export const getBankCards = (signal?: AbortSignal) => http.get<BankCard[]>('/wps/member/bankCards', { auth: true, signal });
/** T, E: the payment password travels sealed. */
export const addBankCard = (body: NewBankCard) => http.post<BankCard>('/wps/member/bankCards', body, { auth: true, encrypt: true });
export const getPaymentPasswordSet = (signal?: AbortSignal) => http.get<{ set: boolean }>('/wps/member/password/payment', { auth: true, signal });
export const getWithdrawLimits = (signal?: AbortSignal) => http.get<WithdrawLimits>('/wps/transaction/withdraw/limits', { auth: true, signal });
/** T, E; the amount leaves the main wallet at once. */
export const createWithdrawal = (body: WithdrawBody) => http.post<WithdrawOrder>('/wps/transaction/withdraw', body, { auth: true, encrypt: true });
export const listWithdrawals = (query: { from: string; to: string; pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  http.get<Paged<WithdrawOrder>>('/wps/transaction/withdraw', { auth: true, params: query, signal });
/** The member's answer for a disbursed order (spec §4). */
export const confirmWithdrawal = (orderNo: string, body: ConfirmBody) =>
  http.post<WithdrawOrder>(`/wps/transaction/withdraw/${encodeURIComponent(orderNo)}/confirm`, body, { auth: true });
