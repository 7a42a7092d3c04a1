import { TestClient, type Answer } from './helpers/client';
import { newCaptchaKey } from './helpers/db';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ authRateLimit: 3 });
});
afterAll(() => server.close());

/** A client of `on` that comes from its own visitor ip (through X-Forwarded-For), so each test has its own budget. */
const visitor = (ip: string, on: TestServer = server) => new TestClient(on.url, { Language: 'EN', Merchant: 'DEMO', 'X-Forwarded-For': ip });
const captcha = (client: TestClient) => client.get(`/wps/captcha?key=${newCaptchaKey()}`);

/** The wait the refusal's message names ("please try again after 5 minutes"), in seconds. */
function waitNamedIn(answer: Answer): number {
  const minutes = /after (\d+) minutes/.exec(answer.body.message ?? '')?.[1];
  if (minutes === undefined) throw new Error(`no wait in "${answer.body.message}"`);
  return Number(minutes) * 60;
}

/** Moves the visitor's current window back by `ms` on the server's database, as time passing would. */
async function age(ip: string, ms: number): Promise<void> {
  const db = server.app.portal.db;
  const row = await db.selectFrom('rate_limit').select(['route', 'window_start']).where('client', '=', ip).executeTakeFirstOrThrow();
  const earlier = new Date(Date.parse(row.window_start) - ms).toISOString();
  await db.updateTable('rate_limit').set({ window_start: earlier }).where('client', '=', ip).where('route', '=', row.route).execute();
}

describe('rate limit on the auth calls (AUTH_RATE_LIMIT=3 per 5 minutes)', () => {
  it('answers 429 rate.limited past the limit, with a Retry-After of the wait its message names', async () => {
    const client = visitor('198.51.100.1');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await captcha(client)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await captcha(client);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, value: null, message: 'Too many requests, please try again after 5 minutes.', errorCode: 'rate.limited' });
    // The old limit said "5 minutes" with a one-minute window (Retry-After: 55).
    expect(Number(limited.headers.get('retry-after'))).toBe(waitNamedIn(limited));
    expect(waitNamedIn(limited)).toBe(300);

    // Another visitor is not affected.
    expect((await captcha(visitor('198.51.100.2'))).status).toBe(200);
  });

  it('keeps the window 5 minutes: still refused just before, let through once it is over', async () => {
    const ip = '198.51.100.8';
    const client = visitor(ip);
    for (let i = 0; i < 3; i++) expect((await captcha(client)).status).toBe(200);
    expect((await captcha(client)).status).toBe(429);

    await age(ip, 5 * 60_000 - 5_000);
    const stillLimited = await captcha(client);
    expect(stillLimited.status).toBe(429);
    // A refused request starts the wait again: every refusal names the full 5 minutes, and means it.
    expect(Number(stillLimited.headers.get('retry-after'))).toBe(300);

    await age(ip, 5 * 60_000);
    expect((await captcha(client)).status).toBe(200);
  });

  it('limits login before any password is checked', async () => {
    const client = visitor('198.51.100.3');
    for (let i = 0; i < 3; i++) expect((await client.login('demo', 'Demo1234')).status).toBe(200);
    const limited = await client.login('demo', 'Demo1234');
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe('rate.limited');
  });

  it('limits register', async () => {
    const client = visitor('198.51.100.4');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.sealed('PUT', '/wps/member/register', { username: 'x' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts requests sent at once exactly: 3 of 10 through', async () => {
    const client = visitor('198.51.100.9');
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await captcha(client)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('limits the two-factor calls like the login', async () => {
    const client = visitor('198.51.100.6');
    const send = async () => (await client.call('POST', '/wps/session/login/verify/send', { body: { ticket: 'nope', method: 'mobile' } })).status;
    const verify = async () => (await client.sealed('POST', '/wps/session/login/verify', { ticket: 'nope', method: 'mobile', answer: '1' })).status;
    expect([await send(), await send(), await send(), await send()]).toEqual([400, 400, 400, 429]);
    expect([await verify(), await verify(), await verify(), await verify()]).toEqual([400, 400, 400, 429]);
  });

  it('limits the SMS and password-recovery calls', async () => {
    const client = visitor('198.51.100.7');
    for (const path of ['/wps/verification/sms/noLogin', '/wps/member/password/email']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.call('POST', path, { body: {} })).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    }
  });

  it('leaves the other calls alone', async () => {
    const client = visitor('198.51.100.5');
    for (let i = 0; i < 6; i++) expect((await client.get('/wps/system/status')).status).toBe(200);
  });
});

// Two instances on one database are one site (PostgreSQL; SQLite serves a single instance).
(TEST_DIALECT === 'postgres' ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startSecondInstance(server, { authRateLimit: 3 });
  });
  afterAll(() => second.close());

  it('share one limit: 3 requests across both, then both refuse', async () => {
    const viaA = visitor('203.0.113.1');
    const viaB = visitor('203.0.113.1', second);
    const statuses = [(await captcha(viaA)).status, (await captcha(viaB)).status, (await captcha(viaA)).status];
    expect(statuses).toEqual([200, 200, 200]);
    // With each instance counting in its own memory, B would let 3 more through (6 in all).
    expect((await captcha(viaB)).status).toBe(429);
    expect((await captcha(viaA)).status).toBe(429);
  });

  it('share one limit under a burst split between them', async () => {
    const viaA = visitor('203.0.113.2');
    const viaB = visitor('203.0.113.2', second);
    const statuses = await Promise.all(Array.from({ length: 12 }, async (_, n) => (await captcha(n % 2 === 0 ? viaA : viaB)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  });
});
