import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { withDb } from './helpers/db';
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

function expiresAt(token: string): string {
  return withDb(server.dbFile, (db) => (db.prepare('SELECT expires_at FROM session_token WHERE token_hash = ?').get(sha256(token)) as { expires_at: string }).expires_at);
}

describe('GET /wps/member/info', () => {
  it('answers the member of the token', async () => {
    const token = await client.tokenFor(player.username, player.password);
    const answer = await client.get('/wps/member/info', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      value: { id: expect.any(Number), account: 'demo', nickname: 'demo', type: 0, firstTimeLogin: true, currencySymbol: 'K', currency: 'MMK', vip: { level: 0, enabled: false } },
      message: null,
      errorCode: null,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('slides the expiry of the session on use', async () => {
    const token = await client.tokenFor(player.username, player.password);
    withDb(server.dbFile, (db) => db.prepare('UPDATE session_token SET expires_at = ? WHERE token_hash = ?').run(new Date(Date.now() + 3600_000).toISOString(), sha256(token)));
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
    expect(Date.parse(expiresAt(token)) - Date.now()).toBeGreaterThan(23 * 3600_000);
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
    withDb(server.dbFile, (db) => db.prepare('UPDATE session_token SET expires_at = ? WHERE token_hash = ?').run('2000-01-01T00:00:00.000Z', sha256(token)));
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
    const stored = withDb(server.dbFile, (db) => db.prepare('SELECT token_hash FROM session_token').all() as { token_hash: string }[]);
    expect(stored.map((row) => row.token_hash)).toContain(sha256(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });
});
