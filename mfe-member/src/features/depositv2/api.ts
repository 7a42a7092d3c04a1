import { http } from '@portal/shared';
import type { Paged } from '../common';

export interface DepositChannel {
  id: number;
  code: string;
  name: string;
  type: 'bank' | 'ewallet' | 'qr';
  /** Minor units. */
  min: number;
  max: number;
  presetAmounts: number[];
  processingMinutes: number;
}

export type DepositStatus = 'pending' | 'credited' | 'failed' | 'expired';

export interface CreatedDeposit {
  orderNo: string;
  amount: number;
  status: 'pending';
  /** The payment provider's page (`/wps/demo-pay/<orderNo>` on the demo site). */
  payUrl: string;
  expiresAt: string;
}

export interface DepositOrder {
  orderNo: string;
  /** The channel's name (or the channel itself). */
  channel: string | { name: string } | null;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  creditedAt: string | null;
}

export interface DepositBody {
  channelId: number;
  amount: number;
  requestId: string;
}

export const getDepositChannels = (signal?: AbortSignal) => http.get<DepositChannel[]>('/wps/transaction/deposit/channels', { auth: true, signal });

export const createDeposit = (body: DepositBody) => http.post<CreatedDeposit>('/wps/transaction/deposit', body, { auth: true });

export const getDeposit = (orderNo: string, signal?: AbortSignal) =>
  http.get<DepositOrder>(`/wps/transaction/deposit/${encodeURIComponent(orderNo)}`, { auth: true, signal });

export const listDeposits = (query: { from: string; to: string; pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  http.get<Paged<DepositOrder>>('/wps/transaction/deposit', { auth: true, params: query, signal });

export const channelName = (order: DepositOrder) => (typeof order.channel === 'string' ? order.channel : (order.channel?.name ?? '—'));
