// The session part of the standalone host: just enough of the shell's for a remote team to work on
// logged-in pages (open the page with ?token=<token>, or keep one in session storage).
import { isAgentType, isTrialType, LOGGED_OUT_SESSION, type ShellWriter, http } from '@portal/kernel';
import { memberInfo, walletBalance } from '../contracts';
import { STORAGE_KEYS, storage } from '../storage';

export function endSession(writer: ShellWriter): void {
  storage.session.remove(STORAGE_KEYS.token);
  writer.setSession(LOGGED_OUT_SESSION);
  writer.setBalance({ balance: null, loading: false });
}

/**
 * The balance, once. The shell follows it on the member's event stream; this host opens none, so it
 * shows the figure of the session's start.
 */
async function loadBalance(writer: ShellWriter): Promise<void> {
  writer.setBalance({ loading: true });
  try {
    writer.setBalance({ ...(await http.call(walletBalance)), loading: false });
  } catch {
    writer.setBalance({ loading: false });
  }
}

/**
 * A token in the URL query or in session storage restores the session at start, if the API knows it;
 * otherwise the host stays logged out.
 */
export async function restoreSession(writer: ShellWriter, search: string): Promise<void> {
  const token = new URLSearchParams(search).get('token') || storage.session.get<string>(STORAGE_KEYS.token);
  if (!token) return;
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
  } catch {
    endSession(writer);
    return;
  }
  await loadBalance(writer);
}
