// The session part of the standalone host: just enough of the shell's for a remote team to work on
// logged-in pages (open the page with ?token=<token>, or keep one in session storage).
import {
  bus,
  isAgentType,
  isTrialType,
  LOGGED_OUT_SESSION,
  type ShellWriter,
} from '../bus';
import { memberInfo } from '../contracts';
import { http } from '../http';
import { STORAGE_KEYS, storage } from '../storage';

interface WalletBalance {
  balance: number;
  decimals: number;
  currency: string;
  currencySymbol: string;
}

export function endSession(writer: ShellWriter): void {
  storage.session.remove(STORAGE_KEYS.token);
  writer.setSession(LOGGED_OUT_SESSION);
  writer.setBalance({ balance: null, loading: false });
}

export async function refreshBalance(writer: ShellWriter): Promise<void> {
  if (!bus.session$.value.token) return;
  writer.setBalance({ loading: true });
  try {
    const wallet = await http.get<WalletBalance>('/wps/v2/wallets/balance', { auth: true });
    writer.setBalance({ ...wallet, loading: false });
  } catch {
    writer.setBalance({ loading: false });
  }
}

/** Makes `token` the session if the API knows it; false (and logged out) otherwise. */
export async function establishSession(writer: ShellWriter, token: string): Promise<boolean> {
  // The HTTP client reads the token from the bus, so it goes there before the T call.
  writer.setSession({ ...LOGGED_OUT_SESSION, token });
  try {
    const info = await http.call(memberInfo);
    storage.session.set(STORAGE_KEYS.token, token);
    writer.setSession({
      isLogin: true,
      isAgent: isAgentType(info.type),
      isTrial: isTrialType(info.type),
      member: { id: info.id, account: info.account, nickname: info.nickname, type: info.type },
      token,
    });
    writer.setBalance({ currency: info.currency, currencySymbol: info.currencySymbol });
    void refreshBalance(writer);
    return true;
  } catch {
    endSession(writer);
    return false;
  }
}

/** A token in the URL query or in session storage restores the session at start. */
export async function restoreSession(writer: ShellWriter, search: string): Promise<void> {
  const token = new URLSearchParams(search).get('token') || storage.session.get<string>(STORAGE_KEYS.token);
  if (token) await establishSession(writer, token);
}
