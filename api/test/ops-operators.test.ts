import { generate } from 'otplib';
import type { OpsCreatedOperator, OpsOperator, RiskEvents } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser, writeFileRegistry } from './delivery-helpers';

/*
 * Ops sign in as named operators (name, password, the authenticator's code) instead of sharing the
 * ADMIN_TOKEN: a session cookie scoped to the ops paths, roles per call, wrong sign-ins locked out per
 * name and per address, and the operator's name in the delivery history. The token still works for
 * scripts, and is what creates the first operator.
 */

let server: TestServer;
let client: TestClient;
const token = { 'Admin-Token': ADMIN_TOKEN };
const PASSWORD = 'a long operator password';

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  await writeFileRegistry(server);
});
afterAll(() => server.close());

const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function createOperator(name: string, roles: string[]): Promise<OpsCreatedOperator> {
  const answer = await client.call<OpsCreatedOperator>('POST', '/wps/admin/ops/operators', { headers: token, body: { name, password: PASSWORD, roles } });
  expect(answer.status).toBe(200);
  return answer.body.value;
}

/** A browser on its own address (X-Forwarded-For: the test server trusts loopback as its proxy). */
function browserAt(ip: string): Browser {
  return new Browser(server, { Language: 'EN', Merchant: 'DEMO', 'Content-Type': 'application/json', 'X-Forwarded-For': ip });
}

async function signIn(browser: Browser, body: { name: string; password: string; code: string }) {
  const response = await browser.fetch('/wps/admin/ops/signin', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { value: OpsOperator; errorCode: string | null; message: string | null }, cookies: response.headers.getSetCookie() };
}

describe('operators', () => {
  it('signs in with name, password and code into an httpOnly, SameSite=Strict cookie scoped to the ops paths; signs out', async () => {
    const created = await createOperator('ana', ['delivery']);
    expect(created.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const browser = browserAt('10.1.0.1');
    const answer = await signIn(browser, { name: 'Ana', password: PASSWORD, code: await codeOf(created.totpSecret) });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ name: 'ana', roles: ['delivery'] });
    const cookie = answer.cookies.find((line) => line.startsWith('portal_ops='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/wps\/admin(;|$)/);
    expect(cookie).toMatch(/Max-Age=28800/);

    expect(await (await browser.fetch('/wps/admin/ops/me')).json()).toMatchObject({ success: true, value: { name: 'ana', roles: ['delivery'] } });
    expect((await browser.fetch('/wps/admin/remotes')).status).toBe(200);

    expect((await browser.fetch('/wps/admin/ops/signout', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(browser.cookies.has('portal_ops')).toBe(false);
    // The old cookie is dead on the server too, not only forgotten by the browser.
    const stale = await fetch(`${server.url}/wps/admin/remotes`, { headers: { cookie: answer.cookies[0]!.split(';')[0]!, Language: 'EN' } });
    expect(stale.status).toBe(401);
  });

  it('refuses a code used once already, and one answer for a wrong name, password or code', async () => {
    const created = await createOperator('bob', ['delivery']);
    const code = await codeOf(created.totpSecret);
    expect((await signIn(browserAt('10.2.0.1'), { name: 'bob', password: PASSWORD, code })).status).toBe(200);
    const replay = await signIn(browserAt('10.2.0.1'), { name: 'bob', password: PASSWORD, code });
    expect([replay.status, replay.body.errorCode]).toEqual([400, 'ops.signin.wrong']);
    const wrongPassword = await signIn(browserAt('10.2.0.1'), { name: 'bob', password: 'not it at all', code: await codeOf(created.totpSecret) });
    const noSuchName = await signIn(browserAt('10.2.0.1'), { name: 'nobody', password: PASSWORD, code: '123456' });
    for (const refused of [wrongPassword, noSuchName]) expect([refused.status, refused.body.errorCode, refused.body.message]).toEqual([400, 'ops.signin.wrong', 'The name, password or authenticator code is not correct']);
  });

  it('locks a name after 5 wrong sign-ins, even with the right password and code after', async () => {
    const created = await createOperator('cyd', ['delivery']);
    // From five addresses: the lock is the name's, not only one address's.
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(browserAt(`10.3.0.${i + 1}`), { name: 'cyd', password: `wrong ${i}`, code: '000000' })).status).toBe(400);
    }
    const right = await signIn(browserAt('10.3.1.1'), { name: 'cyd', password: PASSWORD, code: await codeOf(created.totpSecret) });
    expect([right.status, right.body.errorCode, right.body.message]).toEqual([429, 'ops.signin.locked', 'Too many wrong sign-ins: signing in is locked for 15 minutes']);
    expect(right.cookies).toEqual([]);
  });

  it('locks an address after 20 wrong sign-ins, whatever names it tries', async () => {
    const created = await createOperator('dee', ['delivery']);
    const browser = browserAt('10.4.0.1');
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(browser, { name: `guess${i}`, password: 'wrong', code: '000000' })).status).toBe(400);
    }
    const locked = await signIn(browser, { name: 'dee', password: PASSWORD, code: await codeOf(created.totpSecret) });
    expect([locked.status, locked.body.errorCode]).toEqual([429, 'ops.signin.locked']);
    // Another address signs the same operator in.
    expect((await signIn(browserAt('10.4.0.2'), { name: 'dee', password: PASSWORD, code: await codeOf(created.totpSecret) })).status).toBe(200);
  });

  it('lets an operator make only the calls of its roles', async () => {
    const created = await createOperator('eve', ['delivery']);
    const browser = browserAt('10.5.0.1');
    expect((await signIn(browser, { name: 'eve', password: PASSWORD, code: await codeOf(created.totpSecret) })).status).toBe(200);
    const adjust = await browser.fetch('/wps/admin/wallet/adjust', { method: 'PUT', body: JSON.stringify({ account: 'demo', amount: 100, reason: 'x', idempotencyKey: 'ops-role-test-1' }) });
    expect(adjust.status).toBe(403);
    expect(await adjust.json()).toMatchObject({ errorCode: 'ops.role.missing', message: 'Your operator roles do not allow this: it needs the finance role' });
    expect((await browser.fetch('/wps/admin/risk')).status).toBe(403);
    // Nor may it create operators (admin only).
    const create = await browser.fetch('/wps/admin/ops/operators', { method: 'POST', body: JSON.stringify({ name: 'mallory', password: PASSWORD, roles: ['finance'] }) });
    expect(create.status).toBe(403);

    const finance = await createOperator('fay', ['finance', 'risk']);
    const fayBrowser = browserAt('10.5.0.2');
    expect((await signIn(fayBrowser, { name: 'fay', password: PASSWORD, code: await codeOf(finance.totpSecret) })).status).toBe(200);
    const credited = await fayBrowser.fetch('/wps/admin/wallet/adjust', { method: 'PUT', body: JSON.stringify({ account: 'demo', amount: 100, reason: 'x', idempotencyKey: 'ops-role-test-2' }) });
    expect(credited.status).toBe(200);
    expect(await (await fayBrowser.fetch('/wps/admin/risk')).json()).toMatchObject({ success: true });
    expect((await fayBrowser.fetch('/wps/admin/remotes')).status).toBe(403);
  });

  it('an admin operator creates operators; the token still works for scripts, a wrong one is refused', async () => {
    const admin = await createOperator('gus', ['admin']);
    const browser = browserAt('10.6.0.1');
    expect((await signIn(browser, { name: 'gus', password: PASSWORD, code: await codeOf(admin.totpSecret) })).status).toBe(200);
    const made = await browser.fetch('/wps/admin/ops/operators', { method: 'POST', body: JSON.stringify({ name: 'hal', password: PASSWORD, roles: ['marketing'] }) });
    expect(await made.json()).toMatchObject({ success: true, value: { name: 'hal', roles: ['marketing'] } });
    const again = await client.call('POST', '/wps/admin/ops/operators', { headers: token, body: { name: 'hal', password: PASSWORD, roles: ['finance'] } });
    expect([again.status, again.body.errorCode]).toEqual([400, 'ops.operator.exists']);

    expect((await client.get<RiskEvents>('/wps/admin/risk', { headers: token })).status).toBe(200);
    expect((await client.get('/wps/admin/risk', { headers: { 'Admin-Token': 'wrong' } })).status).toBe(403);
    expect((await client.get('/wps/admin/risk')).status).toBe(401);
    // "Who am I" is an operator's question: the token is no one.
    expect((await client.get('/wps/admin/ops/me', { headers: token })).body).toMatchObject({ success: true, value: null });
  });

  it("records the operator's own name in the delivery history, whatever actor the body gives", async () => {
    const created = await createOperator('ivy', ['delivery']);
    const browser = browserAt('10.7.0.1');
    expect((await signIn(browser, { name: 'ivy', password: PASSWORD, code: await codeOf(created.totpSecret) })).status).toBe(200);
    // A canary running (set up underneath, so the test does not depend on which builds exist).
    const now = new Date().toISOString();
    await server.app.portal.db
      .insertInto('remote_rollout')
      .values({
        remote: 'mfe-lottery', stable_version: '1.0.0', stable_entry: '/remotes/mfe-lottery/1.0.0/mf-manifest.json',
        canary_version: '1.1.0', canary_entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', canary_percent: 10,
        canary_cohort: '{}', canary_rollout_id: 'ops-test', canary_started_at: now, updated_at: now,
      })
      .execute();
    const rolledBack = await browser.fetch('/wps/admin/remotes/rollback', { method: 'POST', body: JSON.stringify({ remote: 'mfe-lottery', actor: 'someone else', reason: 'errors' }) });
    expect(rolledBack.status).toBe(200);
    const history = (await client.get<{ action: string; actor: string }[]>('/wps/admin/remotes/history?remote=mfe-lottery', { headers: token })).body.value;
    expect(history.find((record) => record.action === 'ROLLBACK')).toMatchObject({ actor: 'ivy' });
  });
});
