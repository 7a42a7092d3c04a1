import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';
import { sha256 } from './helpers/hash';

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const NOT_LOGGED_IN = { success: false, value: null, message: 'You are not logged in, please login', errorCode: 'login.not.session' };

async function expiresAt(token: string): Promise<string> {
  const row = await server.app.portal.db.selectFrom('session_token').select('expires_at').where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
  return row.expires_at;
}

/** Moves a session's expiry, as time passing would. */
async function setExpiry(token: string, expiresAt: string): Promise<void> {
  await server.app.portal.db.updateTable('session_token').set({ expires_at: expiresAt }).where('token_hash', '=', sha256(token)).execute();
}

describe('GET /wps/member/info', () => {
  it('answers the member of the token', async () => {
    const token = await client.tokenFor(player.username, player.password);
    const answer = await client.get('/wps/member/info', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      value: { id: expect.any(Number), account: 'demo', nickname: 'demo', type: 0, firstTimeLogin: true, currencySymbol: 'K', currency: 'MMK', passwordSet: true, vip: { level: 0, enabled: true, name: 'Member', rebateRate: 30, unclaimed: 0 } },
      message: null,
      errorCode: null,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('slides the expiry of the session on use', async () => {
    const token = await client.tokenFor(player.username, player.password);
    await setExpiry(token, new Date(Date.now() + 3600_000).toISOString());
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
    expect(Date.parse(await expiresAt(token)) - Date.now()).toBeGreaterThan(23 * 3600_000);
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the balance in integer minor units', async () => {
    const token = await client.tokenFor(player.username, player.password);
    const answer = await client.get('/wps/v2/wallets/balance', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ balance: 1_000_000, decimals: 2, currency: 'MMK', currencySymbol: 'K' });
    const trialToken = await client.tokenFor(trial.username, trial.password);
    expect((await client.get('/wps/v2/wallets/balance', { token: trialToken })).body.value).toMatchObject({ balance: 200_000 });
  });
});

describe('T calls without a live session', () => {
  const paths = ['/wps/member/info', '/wps/v2/wallets/balance'];

  it.each(paths)('%s: missing token → 401 login.not.session', async (path) => {
    const answer = await client.get(path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_LOGGED_IN);
  });

  it.each(paths)('%s: garbage or Bearer-prefixed token → 401', async (path) => {
    const token = await client.tokenFor(player.username, player.password);
    for (const bad of ['garbage', 'a'.repeat(64), `Bearer ${token}`]) {
      const answer = await client.get(path, { token: bad });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_LOGGED_IN);
    }
  });

  it('expired token → 401', async () => {
    const token = await client.tokenFor(player.username, player.password);
    await setExpiry(token, '2000-01-01T00:00:00.000Z');
    const answer = await client.get('/wps/member/info', { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_LOGGED_IN);
  });

  it('logged-out token → 401, other sessions of the member live on', async () => {
    const kept = await client.tokenFor(player.username, player.password);
    const token = await client.tokenFor(player.username, player.password);
    await client.call('DELETE', '/wps/session/logout', { token });
    expect((await client.get('/wps/v2/wallets/balance', { token })).body).toEqual(NOT_LOGGED_IN);
    expect((await client.get('/wps/v2/wallets/balance', { token: kept })).status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await client.tokenFor(player.username, player.password);
    const stored = await server.app.portal.db.selectFrom('session_token').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(sha256(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });
});
