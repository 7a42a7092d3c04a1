import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { bus, claimShellWriter, storage, STORAGE_KEYS, type GameItem, type PortalCommand, type SessionState, type VendorLane } from '@portal/shared';
import { LaunchProvider } from '../features/launch';

/** This test file's stand-in for the shell: the one writer of the bus (one per test module registry). */
export const shell = claimShellWriter();

export const GUEST: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };
export const MEMBER: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Lucky', type: 0 }, token: 'member-token' };
export const TRIAL: SessionState = { isLogin: true, isAgent: false, isTrial: true, member: { id: 2, account: 'trial', nickname: '', type: 4 }, token: 'trial-token' };

/** Records the commands each test sends on the bus (emptied before every test). */
export function recordCommands(): PortalCommand[] {
  const commands: PortalCommand[] = [];
  let subscription: { unsubscribe(): void } | null = null;
  beforeEach(() => {
    commands.length = 0;
    subscription = bus.commands$.subscribe((command) => commands.push(command));
  });
  afterEach(() => subscription?.unsubscribe());
  return commands;
}

/** Seeds the shared catalogue caches (spec §4), as if already fetched in the current language. */
export function seedCatalogue({ lanes, hot }: { lanes?: VendorLane[]; hot?: GameItem[] }): void {
  const language = bus.language$.value;
  if (lanes) storage.session.set(STORAGE_KEYS.gameVendor, { language, data: lanes });
  if (hot) storage.session.set(STORAGE_KEYS.hotGames, { language, data: hot });
}

/** Shows the router's current path and query. */
export function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The router and launcher every root of the remote has. */
export function Providers({ url = '/', children }: { url?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <LaunchProvider>{children}</LaunchProvider>
      <Where />
    </MemoryRouter>
  );
}
