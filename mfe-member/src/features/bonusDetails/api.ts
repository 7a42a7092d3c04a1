import { http } from '@portal/shared';
import type { Paged } from '../common';
import type { TransactionRecord } from '../transactionHistory';

/** The `bonus` ledger entries; a summary of the window when the API adds one. */
export interface BonusPage extends Paged<TransactionRecord> {
  summary?: { count?: number; amount?: number };
}

export const listBonuses = (query: { from: string; to: string; pageNo: number; pageSize: number }, signal?: AbortSignal) =>
  http.get<BonusPage>('/wps/report/bonus', { auth: true, params: query, signal });
