import { REMEMBER_ME_MS, storage, STORAGE_KEYS } from '@portal/shared';

export interface RememberedLogin {
  username?: string;
  password?: string;
  /** The number of the last SMS login. */
  mobileNum?: string;
}

/** "Remember password" of spec §4: username, password and mobile kept for one day when ticked, erased when not. */
export function rememberLogin(login: RememberedLogin | null): void {
  if (login) storage.local.set(STORAGE_KEYS.rememberLogin, login, REMEMBER_ME_MS);
  else storage.local.remove(STORAGE_KEYS.rememberLogin);
}

export function rememberedLogin(): RememberedLogin | undefined {
  return storage.local.get<RememberedLogin>(STORAGE_KEYS.rememberLogin);
}

/** After a password change, a remembered password of that account is replaced, never left stale. */
export function updateRememberedPassword(account: string, password: string): void {
  const remembered = rememberedLogin();
  if (remembered?.username && remembered.password && remembered.username.toLowerCase() === account.toLowerCase()) {
    rememberLogin({ ...remembered, password });
  }
}
