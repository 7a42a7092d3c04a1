import { DEMO_ACCOUNTS } from '../src';
import { trustProxyOf } from '../src/config';
import { createMember } from '../src/registration';
import { rememberLoginAddress } from '../src/session';
import { TestClient } from './helpers/client';
import { newCaptchaKey } from './helpers/db';
import { clientFrom } from './helpers/forms';
import { startServer, type TestServer } from './helpers/server';

/*
 * Whose X-Forwarded-For counts. By default no proxy is trusted: a client that names another address
 * in the header is still its own address to the rate limits, the two-factor step and the status page.
 * With TRUST_PROXY naming the proxy (here: loopback, where the test client stands in for it), the
 * address the proxy forwards is the client's.
 */

describe('with no proxy configured (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: false, authRateLimit: 5 });
  });
  afterAll(() => server.close());

  it('reads the address the connection comes from, not the one the client claims', async () => {
    const answer = await clientFrom(server.url, '198.51.100.23').get<{ ip: string }>('/wps/system/status');
    expect(answer.body.value.ip).toBe('127.0.0.1');
  });

  it('keeps the auth limit when every request claims another address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await clientFrom(server.url, `203.0.113.${i + 1}`).get(`/wps/captcha?key=${newCaptchaKey()}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('asks for the second factor from a new address even when the client claims a known one', async () => {
    const ctx = server.app.portal;
    const member = await createMember(ctx, { merchantId: 1, account: 'proxy01', nickname: 'proxy01', type: 0, password: 'Secret123', email: 'proxy01@example.com' });
    await rememberLoginAddress(ctx.db, member.id, '198.51.100.9');
    const answer = await clientFrom(server.url, '198.51.100.9').login('proxy01', 'Secret123');
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'login.verify.required']);
  });
});

describe('with the proxy configured (TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: 'loopback' });
  });
  afterAll(() => server.close());

  it('takes the client address the trusted proxy forwards', async () => {
    const answer = await clientFrom(server.url, '198.51.100.23').get<{ ip: string }>('/wps/system/status');
    expect(answer.body.value.ip).toBe('198.51.100.23');
    const direct = await new TestClient(server.url).get<{ ip: string }>('/wps/system/status');
    expect(direct.body.value.ip).toBe('127.0.0.1');
  });

  it('lets a member in from an address it knows, through the proxy', async () => {
    const { player } = DEMO_ACCOUNTS;
    expect((await clientFrom(server.url, '198.51.100.40').login(player.username, player.password)).status).toBe(200);
    expect((await clientFrom(server.url, '198.51.100.40').login(player.username, player.password)).status).toBe(200);
  });
});

test('TRUST_PROXY reads off, a hop count, or proxy addresses, and refuses anything else', () => {
  expect(trustProxyOf(undefined)).toBe(false);
  expect(trustProxyOf('off')).toBe(false);
  expect(trustProxyOf('2')).toBe(2);
  expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  expect(trustProxyOf('loopback')).toBe('loopback');
  expect(() => trustProxyOf('true')).toThrow(/TRUST_PROXY/);
  expect(() => trustProxyOf('0')).toThrow(/TRUST_PROXY/);
});
