import { TestClient } from './helpers/client';
import { newCaptchaKey } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ authRateLimit: 3 });
});
afterAll(() => server.close());

/** A client that comes from its own visitor ip (through X-Forwarded-For), so each test has its own budget. */
const visitor = (ip: string) => new TestClient(server.url, { Language: 'EN', Merchant: 'DEMO', 'X-Forwarded-For': ip });

describe('rate limit on the auth calls (AUTH_RATE_LIMIT=3 per minute)', () => {
  it('answers 429 rate.limited past the limit', async () => {
    const client = visitor('198.51.100.1');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.get(`/wps/captcha?key=${newCaptchaKey()}`)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await client.get(`/wps/captcha?key=${newCaptchaKey()}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, value: null, message: 'Too many requests, please try again after 5 minutes.', errorCode: 'rate.limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another visitor is not affected.
    expect((await visitor('198.51.100.2').get(`/wps/captcha?key=${newCaptchaKey()}`)).status).toBe(200);
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
