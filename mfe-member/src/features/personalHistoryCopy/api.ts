import { http } from '@portal/shared';
import type { Paged } from '../common';

export interface BetRecord {
  id: number | string;
  createdAt: string;
  gameName: string;
  vendor: string;
  gameType: string;
  /** Minor units, like every amount here. */
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  status: string;
}

export interface BetSummary {
  count: number;
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export interface BetPage extends Paged<BetRecord> {
  /** Over the whole filtered period, not only this page. */
  summary: BetSummary;
}

export interface BetQuery {
  from: string;
  to: string;
  gameType?: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/report/bets`: at most 31 days, pages of up to 100. */
export function listBets(query: BetQuery, signal?: AbortSignal) {
  const params: Record<string, unknown> = { from: query.from, to: query.to, pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.gameType) params.gameType = query.gameType;
  return http.get<BetPage>('/wps/report/bets', { auth: true, params, signal });
}
