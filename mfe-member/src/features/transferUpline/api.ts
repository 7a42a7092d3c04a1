import { http } from '@portal/shared';

export interface UplineTransferBody {
  /** Minor units. */
  amount: number;
  paymentPassword: string;
  requestId: string;
}

/** T, E: the member's upline agent is credited from MAIN; answers the balance after. */
export const transferToUpline = (body: UplineTransferBody) => http.post<{ balance: number }>('/wps/transaction/transferUpline', body, { auth: true, encrypt: true });
