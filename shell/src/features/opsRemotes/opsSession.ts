import { storage } from '@portal/shared';

// The admin token and the operator's name live in session storage only: they end with the tab, and
// never reach local storage, a cookie or the visitor's session.
const TOKEN_KEY = 'opsAdminToken';
const ACTOR_KEY = 'opsActor';

export const opsSession = {
  token: () => storage.session.get<string>(TOKEN_KEY) ?? '',
  setToken: (token: string) => (token ? storage.session.set(TOKEN_KEY, token) : storage.session.remove(TOKEN_KEY)),
  actor: () => storage.session.get<string>(ACTOR_KEY) ?? '',
  setActor: (actor: string) => storage.session.set(ACTOR_KEY, actor),
};
