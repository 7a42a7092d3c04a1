import { http } from '@portal/shared';

/** `GET /wps/report/credit`: lifetime figures, in minor units. */
export interface CreditReportData {
  deposits: number;
  withdrawals: number;
  validBet: number;
  winLoss: number;
  memberSince: string;
  level: number;
}

export const getCreditReport = (signal?: AbortSignal) => http.get<CreditReportData>('/wps/report/credit', { auth: true, signal });
