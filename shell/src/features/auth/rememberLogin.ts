import { REMEMBER_ME_MS, storage, STORAGE_KEYS } from '@portal/shared';

export interface RememberedLogin {
  username: string;
  password: string;
}

/** "Remember password" of spec §4: kept for one day when ticked, erased when not. */
export function rememberLogin(login: RememberedLogin | null): void {
  if (login) storage.local.set(STORAGE_KEYS.rememberLogin, login, REMEMBER_ME_MS);
  else storage.local.remove(STORAGE_KEYS.rememberLogin);
}

export function rememberedLogin(): RememberedLogin | undefined {
  return storage.local.get<RememberedLogin>(STORAGE_KEYS.rememberLogin);
}
