import { http } from '@portal/shared';

export const MAIN_WALLET = 'MAIN';

export interface VendorWallet {
  /** `MAIN` or a vendor code (PG, PP, …). */
  vendor: string;
  vendorName: string;
  /** Minor units. */
  balance: number;
  maintenance: boolean;
}

/** `GCS_merchantWallet`: single-wallet sites have only MAIN. */
export interface MerchantWallets {
  isSingle: boolean;
  wallets: VendorWallet[];
}

export interface TransferBody {
  from: string;
  to: string;
  /** Minor units. */
  amount: number;
  requestId: string;
}

export interface ConsolidatedFunds {
  total: number;
  main: number;
  inVendors: number;
  wallets: VendorWallet[];
}

export const getWallets = (signal?: AbortSignal) => http.get<MerchantWallets>('/wps/relay/GCS_merchantWallet', { auth: true, signal });

/** One side is MAIN; answers the wallets after the move. */
export const transferBetweenWallets = (body: TransferBody) => http.post<MerchantWallets>('/wps/relay/GCS_walletTransfer', body, { auth: true });

/** One-click recall: every sub-wallet back to MAIN. */
export const recallToMain = (requestId: string) => http.post<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { requestId }, { auth: true });
