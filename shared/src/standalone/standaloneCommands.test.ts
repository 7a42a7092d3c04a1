/** @jest-environment node */
// The standalone host's session: a token restored at start, and the session commands, against a real
// local API stand-in.
import { bus, claimShellWriter, sendCommand, configureHttp } from '@portal/kernel';
import { fail, ok, WireServer } from '@portal/kernel/testing';
import { answerCommands } from './standaloneCommands';
import { restoreSession } from './standaloneSession';

const server = new WireServer();
const writer = claimShellWriter();
const agent = { id: 9, account: 'agent01', nickname: 'Agent', type: 1, currency: 'MMK', currencySymbol: 'K' };

beforeAll(async () => {
  const baseURL = await server.start();
  configureHttp({ baseURL, merchant: 'DEMO' });
  server.route('GET', '/wps/member/info', (request) =>
    request.headers.authorization === 'agent-token' ? ok(agent) : fail(401, 'login.not.session', 'not logged in'),
  );
  server.route('GET', '/wps/v2/wallets/balance', () => ok({ balance: 250000, decimals: 2, currency: 'MMK', currencySymbol: 'K' }));
  answerCommands(writer);
});

afterAll(() => server.stop());

describe('standalone host session', () => {
  it('a token in the address is checked and becomes the session, with the balance loaded once', async () => {
    const balanceCalls = server.count('GET', '/wps/v2/wallets/balance');
    await restoreSession(writer, '?token=agent-token');
    expect(bus.session$.value).toMatchObject({ isLogin: true, isAgent: true, isTrial: false, token: 'agent-token' });
    expect(bus.balance$.value).toMatchObject({ balance: 250000, currencySymbol: 'K', loading: false });
    expect(server.count('GET', '/wps/v2/wallets/balance') - balanceCalls).toBe(1);
  });

  it('a token the API does not know leaves the host logged out', async () => {
    await restoreSession(writer, '?token=forged');
    expect(bus.session$.value).toMatchObject({ isLogin: false, token: null });
  });

  it('sessionExpired ends the session', async () => {
    await restoreSession(writer, '?token=agent-token');
    expect(bus.session$.value.isLogin).toBe(true);
    sendCommand({ type: 'sessionExpired' });
    expect(bus.session$.value).toMatchObject({ isLogin: false, token: null });
    expect(bus.balance$.value.balance).toBeNull();
  });
});
