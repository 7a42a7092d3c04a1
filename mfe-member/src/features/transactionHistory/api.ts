import { http } from '@portal/shared';
import type { Paged, TransactionKind } from '../common';

export interface TransactionRecord {
  id: number | string;
  createdAt: string;
  kind: string;
  /** `MAIN` or a vendor code. */
  wallet: string;
  /** Signed minor units: money in is positive. */
  amount: number;
  balanceAfter: number;
  reference: string | null;
}

/** With the window's totals (count and net amount) when the API gives them. */
export interface TransactionPage extends Paged<TransactionRecord> {
  summary?: { count: number; amount: number };
}

export interface TransactionQuery {
  from: string;
  to: string;
  kind?: TransactionKind | '';
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/report/transactions` (the account record), from the ledger. */
export function listTransactions(query: TransactionQuery, signal?: AbortSignal) {
  const params: Record<string, unknown> = { from: query.from, to: query.to, pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.kind) params.kind = query.kind;
  return http.get<TransactionPage>('/wps/report/transactions', { auth: true, params, signal });
}
