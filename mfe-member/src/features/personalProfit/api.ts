import { http } from '@portal/shared';

/** `GET /wps/report/profit`: the member's results over a window, in minor units. */
export interface Profit {
  betAmount: number;
  validBet: number;
  payout: number;
  winLoss: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  byGameType: { gameType: string; betAmount: number; winLoss: number }[];
}

export const getProfit = (query: { from: string; to: string }, signal?: AbortSignal) =>
  http.get<Profit>('/wps/report/profit', { auth: true, params: query, signal });
