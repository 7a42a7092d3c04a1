import { bus, http, isAgentType, isTrialType, type BalanceState, type Member, type SessionState } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { CURRENCY, CURRENCY_DECIMALS, CURRENCY_SYMBOL, logout as logoutEndpoint, memberInfo, walletBalance, type LoginValue } from '@portal/shared/contracts';
import { shellWriter } from '../../app/shellWriter';

// Public state of spec §3 that the bus does not carry: whether this session is the account's first.
let firstTimeLogin = false;

/** True in the session opened by the account's first ever login (home popups of audience F). */
export function isFirstTimeLogin(): boolean {
  return firstTimeLogin;
}

const LOGGED_OUT: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };

function sessionOf(member: Member, token: string): SessionState {
  return {
    isLogin: true,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, ...(member.avatarUrl ? { avatarUrl: member.avatarUrl } : {}) },
    token,
  };
}

/**
 * The balance of a new session is not asked for: the member's event stream opens with it (see
 * features/live). Until then the header shows it loading, in the site's currency.
 */
function awaitBalance({ currency, currencySymbol }: Pick<BalanceState, 'currency' | 'currencySymbol'> = { currency: CURRENCY, currencySymbol: CURRENCY_SYMBOL }): void {
  shellWriter.setBalance({ balance: null, decimals: CURRENCY_DECIMALS, currency, currencySymbol, loading: true });
}

/**
 * Opens the session a login answered (login, its second factor, register, the login after a reset):
 * the answer carries the token and the user, so nothing more is asked; the balance comes with the
 * event stream that the session opens.
 */
export function openSession(value: LoginValue): SessionState {
  const session = sessionOf(value.user, value.token);
  firstTimeLogin = value.firstTimeLogin;
  storage.session.set(STORAGE_KEYS.token, value.token);
  awaitBalance();
  shellWriter.setSession(session);
  return session;
}

/**
 * The token the page opens with (the URL query's, else this tab's session storage), put on the bus at
 * once, not yet a session (`isLogin` false until the member is loaded): the HTTP client and the
 * registry read send it, so a member's page can ask for its remote's build at boot, while the member is
 * still loading. Null when there is none.
 */
export function adoptBootToken(location: Location = window.location): string | null {
  const token = new URLSearchParams(location.search).get('token') || storage.session.get<string>(STORAGE_KEYS.token);
  if (!token) return null;
  if (bus.session$.value.token !== token) shellWriter.setSession({ ...LOGGED_OUT, token });
  return token;
}

/**
 * A token in the URL query or in session storage restores the session at boot (spec §4): the member
 * is loaded for it and, when it is good, it becomes the session. An expired or revoked token simply
 * leaves the visitor logged out.
 */
export async function restoreSession(location: Location = window.location): Promise<void> {
  const token = adoptBootToken(location);
  if (!token) return;
  try {
    const info = await http.call(memberInfo);
    firstTimeLogin = info.firstTimeLogin;
    storage.session.set(STORAGE_KEYS.token, token);
    awaitBalance(info);
    shellWriter.setSession(sessionOf(info, token));
  } catch {
    clearSession();
  }
}

/**
 * The `refreshMember` command: a part changed the member's info on the server (its avatar), so the
 * member is loaded once and written to the session; nothing polls it. A failure keeps what was shown.
 */
export async function reloadMember(): Promise<void> {
  const { token } = bus.session$.value;
  if (!token) return;
  try {
    const info = await http.call(memberInfo);
    // The session may have ended (or changed) while the call was out.
    if (bus.session$.value.token === token) shellWriter.setSession(sessionOf(info, token));
  } catch {
    /* the header keeps the picture it had */
  }
}

/**
 * One balance call: a person's click on the header's refresh, or the fallback when the event stream
 * could not bring the figure (it did not open, or the session has none: trial accounts).
 */
export async function loadBalance(): Promise<void> {
  if (!bus.session$.value.token) return;
  shellWriter.setBalance({ loading: true });
  try {
    const wallet = await http.call(walletBalance);
    shellWriter.setBalance({ ...wallet, loading: false });
  } catch {
    shellWriter.setBalance({ loading: false });
  }
}

export function toggleBalanceMask(): void {
  shellWriter.setBalance({ masked: !bus.balance$.value.masked });
}

/** Ends the session locally: session storage goes, except the merchant code (spec §4). */
export function clearSession(): void {
  firstTimeLogin = false;
  storage.clearSessionKeepMerchant();
  shellWriter.setSession(LOGGED_OUT);
  shellWriter.setBalance({ balance: null, loading: false });
  shellWriter.setCounts({ unreadMessages: 0, availablePromotions: 0, missions: 0, rewards: 0 });
}

export async function logout(): Promise<void> {
  try {
    await http.call(logoutEndpoint);
  } finally {
    clearSession();
  }
}
