/** @jest-environment node */
// The standalone host's answers to session commands, against a real local API stand-in.
import { firstValueFrom, filter } from 'rxjs';
import { bus, claimShellWriter, sendCommand, type PortalCommand } from '../bus';
import { configureHttp } from '../http';
import { fail, ok, WireServer } from '../http/testing/wireServer';
import { answerCommands } from './standaloneCommands';

const server = new WireServer();
const writer = claimShellWriter();
const agent = { id: 9, account: 'agent01', nickname: 'Agent', type: 1, currency: 'MMK', currencySymbol: 'K' };

beforeAll(async () => {
  const baseURL = await server.start();
  configureHttp({ baseURL, merchant: 'DEMO' });
  server.route('GET', '/wps/member/info', (request) =>
    request.headers.authorization === 'agent-token' ? ok(agent) : fail(401, 'login.not.session', 'not logged in'),
  );
  server.route('GET', '/wps/v2/wallets/balance', () =>
    ok({ balance: 250000, decimals: 2, currency: 'MMK', currencySymbol: 'K' }),
  );
  answerCommands(writer);
});

afterAll(() => server.stop());

const nextNavigate = () =>
  firstValueFrom(bus.commands$.pipe(filter((c): c is Extract<PortalCommand, { type: 'navigate' }> => c.type === 'navigate')));

describe('standalone host commands', () => {
  it('establishSession checks the token, makes it the session, loads the balance and redirects', async () => {
    const navigated = nextNavigate();
    sendCommand({ type: 'establishSession', token: 'agent-token', redirect: '/agentHome' });

    await expect(navigated).resolves.toEqual({ type: 'navigate', to: '/agentHome' });
    expect(bus.session$.value).toMatchObject({ isLogin: true, isAgent: true, isTrial: false, token: 'agent-token' });
    await firstValueFrom(bus.balance$.pipe(filter((b) => b.balance !== null)));
    expect(bus.balance$.value).toMatchObject({ balance: 250000, currencySymbol: 'K', loading: false });
  });

  it('a token the API does not know leaves the host logged out', async () => {
    sendCommand({ type: 'establishSession', token: 'forged', redirect: '/agentHome' });
    await firstValueFrom(bus.session$.pipe(filter((s) => s.token === null)));
    expect(bus.session$.value.isLogin).toBe(false);
  });

  it('sessionExpired ends the session', async () => {
    sendCommand({ type: 'establishSession', token: 'agent-token' });
    await firstValueFrom(bus.session$.pipe(filter((s) => s.isLogin)));
    sendCommand({ type: 'sessionExpired' });
    expect(bus.session$.value).toMatchObject({ isLogin: false, token: null });
  });
});
