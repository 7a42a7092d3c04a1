import { generate } from 'otplib';
import type { MainDomain, OpsCreatedOperator, SitePermission } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser } from './delivery-helpers';

/*
 * The main domain is a site setting ops set: the shell's domain check (spec §8 'Invalid URL, please
 * contact customer service') compares the visitor's host with it. Unset, the site answers the visitor's
 * own host and the check cannot fail.
 */
let server: TestServer;
let client: TestClient;
const token = { 'Admin-Token': ADMIN_TOKEN };
const PASSWORD = 'a long operator password';

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const setMainDomain = (body: unknown, headers: Record<string, string> = token) => client.call<MainDomain>('PUT', '/wps/admin/system/mainDomain', { body, headers });
const visitorMainDomain = async () => (await client.get<SitePermission>('/wps/system/permission')).body.value.info.mainDomain;

/** An operator with these roles, signed in in a browser of its own. */
async function operatorBrowser(name: string, roles: string[], ip: string): Promise<Browser> {
  const created = await client.call<OpsCreatedOperator>('POST', '/wps/admin/ops/operators', { headers: token, body: { name, password: PASSWORD, roles } });
  expect(created.status).toBe(200);
  const browser = new Browser(server, { Language: 'EN', Merchant: 'DEMO', 'Content-Type': 'application/json', 'X-Forwarded-For': ip });
  const code = await generate({ secret: created.body.value.totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const signIn = await browser.fetch('/wps/admin/ops/signin', { method: 'POST', body: JSON.stringify({ name, password: PASSWORD, code }) });
  expect(signIn.status).toBe(200);
  return browser;
}

describe('PUT /wps/admin/system/mainDomain', () => {
  afterEach(async () => {
    expect((await setMainDomain({ mainDomain: null })).status).toBe(200);
  });

  it('unset, the site config names the host the visitor used, so the domain check passes on it', async () => {
    expect(await visitorMainDomain()).toBe('127.0.0.1');
  });

  it('set by ops, a visitor is told the main domain, not the host they came by; null clears it', async () => {
    const answer = await setMainDomain({ mainDomain: 'Golden-Myanmar.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ mainDomain: 'golden-myanmar.com' });
    expect(await visitorMainDomain()).toBe('golden-myanmar.com');

    expect((await setMainDomain({ mainDomain: null })).body.value).toEqual({ mainDomain: null });
    expect(await visitorMainDomain()).toBe('127.0.0.1');
  });

  it('takes a host name only: a scheme, a port, a path or a space is refused and the stored one stays', async () => {
    expect((await setMainDomain({ mainDomain: 'golden-myanmar.com' })).status).toBe(200);
    for (const mainDomain of ['https://golden-myanmar.com', 'golden-myanmar.com:8443', 'golden-myanmar.com/home', 'golden myanmar.com', '-golden.com', '', 42]) {
      const refused = await setMainDomain({ mainDomain });
      expect([mainDomain, refused.status, refused.body.errorCode]).toEqual([mainDomain, 400, 'validation.failed']);
    }
    expect(await visitorMainDomain()).toBe('golden-myanmar.com');
  });

  it('is an ops call of the admin role: no caller 401, a wrong token 403, an operator without the role 403', async () => {
    expect((await setMainDomain({ mainDomain: 'golden-myanmar.com' }, {})).status).toBe(401);
    expect((await setMainDomain({ mainDomain: 'golden-myanmar.com' }, { 'Admin-Token': 'not the token' })).status).toBe(403);

    const marketing = await operatorBrowser('mia', ['marketing', 'finance'], '10.9.0.1');
    const refused = await marketing.fetch('/wps/admin/system/mainDomain', { method: 'PUT', body: JSON.stringify({ mainDomain: 'golden-myanmar.com' }) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorCode: 'ops.role.missing' });
    expect(await visitorMainDomain()).toBe('127.0.0.1');

    const admin = await operatorBrowser('ada', ['admin'], '10.9.0.2');
    const done = await admin.fetch('/wps/admin/system/mainDomain', { method: 'PUT', body: JSON.stringify({ mainDomain: 'golden-myanmar.com' }) });
    expect(done.status).toBe(200);
    expect(await visitorMainDomain()).toBe('golden-myanmar.com');
  });
});
