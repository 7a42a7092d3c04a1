import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, bus, sendCommand, type PortalCommand } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { logout as logoutEndpoint, memberInfo, walletBalance, type LoginValue, type MemberInfo } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { adoptBootToken, clearSession, isFirstTimeLogin, loadBalance, logout, openSession, restoreSession } from './session';
import { useSessionCommands } from './useSessionCommands';

const BALANCE = { balance: 250_000, decimals: 2, currency: 'MMK', currencySymbol: 'K' };
const INFO: MemberInfo = {
  id: 1,
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  firstTimeLogin: false,
  currency: 'MMK',
  currencySymbol: 'K',
  vip: { level: 0, enabled: false },
};
const value = (more: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  user: { id: 1, account: 'demo', nickname: 'Demo', type: 0 },
  ...more,
});

// Answers are functions: stubEndpoints copies plain values with structuredClone, which jsdom lacks.
let server: EndpointStubs;
beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  server = stubEndpoints().on(walletBalance, () => BALANCE);
});

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('openSession: the session a login answered', () => {
  test('comes from the answer alone: no call at all; the balance is awaited from the event stream', async () => {
    server.on(memberInfo, () => INFO);
    const session = openSession(value({ firstTimeLogin: true }));
    expect(session).toEqual({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Demo', type: 0 }, token: 'tok-1' });
    expect(bus.session$.value).toEqual(session);
    expect(storage.session.get(STORAGE_KEYS.token)).toBe('tok-1');
    expect(isFirstTimeLogin()).toBe(true);
    await settled();
    expect(server.calls(memberInfo)).toEqual([]);
    expect(server.calls(walletBalance)).toEqual([]);
    expect(bus.balance$.value).toMatchObject({ balance: null, decimals: 2, currency: 'MMK', currencySymbol: 'K', loading: true });
  });

  test.each([
    [1, { isAgent: true, isTrial: false }],
    [41, { isAgent: true, isTrial: false }],
    [4, { isAgent: false, isTrial: true }],
    [0, { isAgent: false, isTrial: false }],
  ] as const)('type %i is %o', (type, flags) => {
    expect(openSession(value({ user: { id: 3, account: 'x', nickname: '', type } }))).toMatchObject(flags);
  });
});

describe('adoptBootToken: the token a page opens with, on the bus before the member is loaded', () => {
  test("the address's token, else this tab's; not yet a session, and nothing asked", () => {
    expect(adoptBootToken({ search: '' } as Location)).toBeNull();
    expect(bus.session$.value.token).toBeNull();
    storage.session.set(STORAGE_KEYS.token, 'tok-tab');
    expect(adoptBootToken({ search: '' } as Location)).toBe('tok-tab');
    expect(adoptBootToken({ search: '?token=tok-link' } as Location)).toBe('tok-link');
    expect(bus.session$.value).toMatchObject({ isLogin: false, member: null, token: 'tok-link' });
    expect(server.calls(memberInfo)).toEqual([]);
  });
});

describe('restoreSession: a token alone (a reload, a token in the address)', () => {
  test('loads the member; the balance is awaited from the event stream', async () => {
    server.on(memberInfo, () => ({ ...INFO, type: 1 }));
    await restoreSession({ search: '?token=tok-2' } as Location);
    expect(bus.session$.value).toMatchObject({ isLogin: true, isAgent: true, token: 'tok-2' });
    expect(storage.session.get(STORAGE_KEYS.token)).toBe('tok-2');
    await settled();
    expect(server.calls(memberInfo)).toHaveLength(1);
    expect(server.calls(walletBalance)).toEqual([]);
    expect(bus.balance$.value).toMatchObject({ balance: null, currencySymbol: 'K', loading: true });
  });

  test('a dead token leaves the visitor logged out', async () => {
    server.on(memberInfo, () => {
      throw new ApiError(401, 'login.not.session', 'You are not logged in, please login');
    });
    storage.session.set(STORAGE_KEYS.token, 'dead');
    await restoreSession({ search: '' } as Location);
    expect(server.calls(memberInfo)).toHaveLength(1);
    expect(bus.session$.value.token).toBeNull();
    expect(storage.session.get(STORAGE_KEYS.token)).toBeUndefined();
  });
});

test('loadBalance: one balance call (a person asks, or the stream could not bring it); a failure leaves nothing loading', async () => {
  openSession(value());
  await loadBalance();
  expect(server.calls(walletBalance)).toHaveLength(1);
  expect(bus.balance$.value).toMatchObject({ balance: 250_000, currencySymbol: 'K', loading: false });
  server.on(walletBalance, () => Promise.reject(new ApiError(0, 'network', 'Network link is abnormal, please try again')));
  await loadBalance();
  expect(bus.balance$.value).toMatchObject({ balance: 250_000, loading: false });
});

test('logout revokes the token on the server and ends the session here', async () => {
  server.on(logoutEndpoint, () => null);
  openSession(value());
  await logout();
  expect(server.calls(logoutEndpoint)).toHaveLength(1);
  expect(bus.session$.value).toMatchObject({ isLogin: false, token: null, member: null });
  expect(storage.session.get(STORAGE_KEYS.token)).toBeUndefined();
});

describe('useSessionCommands', () => {
  function Host() {
    useSessionCommands();
    return null;
  }

  test('openLogin opens the login popup, with the agent scope when asked', () => {
    const commands: PortalCommand[] = [];
    const subscription = bus.commands$.subscribe((command) => commands.push(command));
    render(
      <MemoryRouter>
        <Host />
      </MemoryRouter>,
    );
    act(() => sendCommand({ type: 'openLogin', scope: 'agent' }));
    act(() => sendCommand({ type: 'openLogin' }));
    subscription.unsubscribe();
    expect(commands.filter((command) => command.type === 'openModal')).toEqual([
      { type: 'openModal', modal: 'login', params: { scope: 'agent' } },
      { type: 'openModal', modal: 'login', params: {} },
    ]);
  });

  test('sessionExpired clears the session and opens the login popup saying why', () => {
    openSession(value());
    const commands: PortalCommand[] = [];
    const subscription = bus.commands$.subscribe((command) => commands.push(command));
    render(
      <MemoryRouter>
        <Host />
      </MemoryRouter>,
    );
    act(() => sendCommand({ type: 'sessionExpired', message: 'You have reached your session time limit; please log in again later' }));
    subscription.unsubscribe();
    expect(bus.session$.value).toMatchObject({ isLogin: false, token: null });
    expect(commands.filter((command) => command.type === 'openModal')).toEqual([
      { type: 'openModal', modal: 'login', params: { notice: 'You have reached your session time limit; please log in again later' } },
    ]);
  });
});
