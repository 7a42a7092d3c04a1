import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, expect } from '@jest/globals';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, claimShellWriter, type BalanceState, type LanguageCode, type PortalCommand, type SessionState, type ShellWriter, ApiError } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '../storage';
import type { GameItem, VendorLane } from '../games';

// The stand-in for the shell in every package's tests: the one writer of the bus and the helpers
// around it. Jest gives each test file its own module registry, so each file has its own bus and its
// own writer; the writer is claimed on first use, so a file that only needs `apiError` or
// `stubEndpoints` can still claim it itself.

let writer: ShellWriter | null = null;
const theWriter = (): ShellWriter => (writer ??= claimShellWriter());

/** The shell's writer of the bus, claimed on first use (a second `claimShellWriter()` in the same file then throws). */
export const shell: ShellWriter = Object.freeze({
  setSession: (session: SessionState) => theWriter().setSession(session),
  setBalance: (balance: Partial<BalanceState>) => theWriter().setBalance(balance),
  setLanguage: (language: LanguageCode) => theWriter().setLanguage(language),
  setTheme: (...args: Parameters<ShellWriter['setTheme']>) => theWriter().setTheme(...args),
  setCounts: (...args: Parameters<ShellWriter['setCounts']>) => theWriter().setCounts(...args),
  notify: (...args: Parameters<ShellWriter['notify']>) => theWriter().notify(...args),
  emit: (...args: Parameters<ShellWriter['emit']>) => theWriter().emit(...args),
});

export const GUEST: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };
export const MEMBER: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Lucky', type: 0 }, token: 'member-token' };
export const TRIAL: SessionState = { isLogin: true, isAgent: false, isTrial: true, member: { id: 2, account: 'trial', nickname: '', type: 4 }, token: 'trial-token' };
export const AGENT: SessionState = { isLogin: true, isAgent: true, isTrial: false, member: { id: 3, account: 'agent', nickname: 'Agent', type: 1 }, token: 'agent-token' };
/** The member of `loginDemo`. */
export const DEMO: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Demo', type: 0 }, token: 't' };

/**
 * The balance in integer minor units (K, 2 decimals, shown, not loading), or a part of the balance
 * state to merge (e.g. `{ masked: true }`).
 */
export function setBalance(balance: number | null | Partial<BalanceState>): void {
  shell.setBalance(
    typeof balance === 'object' && balance !== null
      ? balance
      : { balance, decimals: 2, currency: 'MMK', currencySymbol: 'K', masked: false, loading: false },
  );
}

export interface LoginOptions {
  /** Integer minor units; the balance is left as it is when not given. */
  balance?: number;
  /** Default EN. */
  language?: LanguageCode;
}

/** As the shell after a login (or `GUEST` for a logout): the language (EN), the session, and the balance when given. */
export function loginAs(session: SessionState, { balance, language = 'EN' }: LoginOptions = {}): void {
  shell.setLanguage(language);
  shell.setSession(session);
  if (balance !== undefined) setBalance(balance);
}

/** A logged-in member (`DEMO`) in English with `balance` minor units (default K 10,000.00). */
export function loginDemo(balance = 1_000_000): void {
  loginAs(DEMO, { balance });
}

/** Logged out (the language stays). */
export function logout(): void {
  shell.setSession(GUEST);
}

export interface CommandRecorder {
  /** The commands sent on the bus, oldest first. */
  readonly commands: PortalCommand[];
  /** Empties `commands`. */
  clear(): void;
  /** Stops recording. */
  stop(): void;
}

const stopAfterTest = new Set<CommandRecorder>();
afterEach(() => {
  for (const recorder of stopAfterTest) recorder.stop();
  stopAfterTest.clear();
});

/**
 * Records the commands sent on the bus. Called in a test (or a `beforeEach`): from now until `stop()`,
 * at the latest until the test ends. Called at the top of a file or a `describe`: for every test of it,
 * emptied before each one.
 */
export function recordCommands(): CommandRecorder {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((command) => commands.push(command));
  const recorder: CommandRecorder = {
    commands,
    clear: () => {
      commands.length = 0;
    },
    stop: () => subscription.unsubscribe(),
  };
  // jest sets the current test's name when the first test starts: before that, tests are being collected.
  if (expect.getState().currentTestName === undefined) beforeEach(recorder.clear);
  else stopAfterTest.add(recorder);
  return recorder;
}

/** Shows the router's current path and query (`data-testid="location"`). */
export function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function LocationSpy({ onLocation }: { onLocation: (location: string) => void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}${location.hash}`);
  return null;
}

export interface RenderAtOptions {
  /** The route pattern `ui` is mounted at (default: the path's pathname); `'/*'` for a whole app with its own routes. */
  route?: string;
}

export type RenderedAt = RenderResult & {
  /** Where the router is now: path, query and hash, e.g. `/member/withdraw?tab=orders`. */
  location(): string;
};

/**
 * Renders `ui` in a `MemoryRouter` at `path` (query and hash allowed), mounted at that pathname, next
 * to the `routes` given (pattern → element, e.g. the page a link leads to); any other path renders
 * nothing. `rerender(next)` keeps the router and its location.
 */
export function renderAt(ui: ReactElement, path = '/', routes: Record<string, ReactNode> = {}, options: RenderAtOptions = {}): RenderedAt {
  const route = options.route ?? (path.split(/[?#]/)[0] || '/');
  let current = path;
  const tree = (element: ReactElement) => (
    <MemoryRouter initialEntries={[path]}>
      <LocationSpy onLocation={(location) => (current = location)} />
      <Routes>
        <Route path={route} element={element} />
        {Object.entries(routes)
          .filter(([pattern]) => pattern !== route)
          .map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        {!('*' in routes) && route !== '*' && <Route path="*" element={null} />}
      </Routes>
    </MemoryRouter>
  );
  const result = render(tree(ui));
  const rerender = result.rerender;
  return Object.assign(result, {
    rerender: (next: ReactElement) => rerender(tree(next)),
    location: () => current,
  });
}

/**
 * A refusal as the HTTP client gives it: the server's code and message (already worded), the field it
 * names, the status (400; 0 for "no answer", e.g. `apiError('network', '…', undefined, 0)`).
 */
export const apiError = (code: string, message: string, field?: string, status = 400): ApiError =>
  new ApiError(status, code, message, field, field ? { field } : null);

/** Matches a `crypto.randomUUID()` request id. */
export const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);
/** Matches any request id `newRequestId()` makes (a UUID, or 32 hex digits without `randomUUID`). */
export const REQUEST_ID = expect.stringMatching(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/);

/** Seeds the shared catalogue caches (spec §4), as if already fetched in the current language. */
export function seedCatalogue({ lanes, hot }: { lanes?: VendorLane[]; hot?: GameItem[] }): void {
  const language = bus.language$.value;
  if (lanes) storage.session.set(STORAGE_KEYS.gameVendor, { language, data: lanes });
  if (hot) storage.session.set(STORAGE_KEYS.hotGames, { language, data: hot });
}
