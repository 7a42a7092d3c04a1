import { createServer as createHttpServer, type Server } from 'node:http';
import { promises as fs } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { clientFrom, registerForm, solvedCaptcha } from './helpers/forms';
import { createMember } from '../src/registration';
import { ADMIN_TOKEN, forgetThrottle, outbox, setFlags } from './helpers/outbox';
import { startSecondInstance, startServer, type TestServer } from './helpers/server';

/*
 * The bot check on the real server: ALTCHA proofs solved as the browser solves them, the
 * vendors' adapters against a fake siteverify (the vendor is the third party, not the thing tested),
 * and the site's daily SMS quota.
 */

const INVALID = { success: false, value: { field: 'botCheck' }, message: 'Invalid reCaptcha input...', errorCode: 'botcheck.invalid' };
const DEMO_MOBILE = { mobileNum: '9420000001', countryDialingCode: '95', purpose: 'forgot' };

/** The proof's payload, to tamper with. */
const decode = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('the ALTCHA bot check (default)', () => {
  let server: TestServer;
  let client: TestClient;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, botCheck: { now: () => clock } });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    clock = Date.now();
    await forgetThrottle(server);
  });

  const forgotSms = (botCheck?: string) => client.call('POST', '/wps/verification/sms/noLogin', { body: { ...DEMO_MOBILE, ...(botCheck ? { botCheck } : {}) } });

  it('answers a signed challenge for a purpose', async () => {
    const answer = await client.get<{ provider: string; challenge: string; siteKey: null }>('/wps/verification/botCheck?purpose=sms');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ provider: 'altcha', siteKey: null });
    const challenge = JSON.parse(answer.body.value.challenge);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', data: { purpose: 'sms' } });
    const bad = await client.get('/wps/verification/botCheck?purpose=anything');
    expect(bad.body).toMatchObject({ success: false, errorCode: 'validation.failed', value: { field: 'purpose' } });
  });

  it('sends the SMS with a good proof and refuses the same proof a second time', async () => {
    const proof = await solvedBotCheck(client, 'sms');
    expect((await forgotSms(proof)).body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    await forgetThrottle(server);
    const before = (await outbox(client, '959420000001')).length;
    const replay = await forgotSms(proof);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(INVALID);
    expect(await outbox(client, '959420000001')).toHaveLength(before);
  });

  it('refuses a missing proof, and a proof that is not one', async () => {
    expect((await forgotSms()).body).toEqual(INVALID);
    expect((await forgotSms('bm90IGEgcHJvb2Y=')).body).toEqual(INVALID);
    expect((await forgotSms('%%%')).body).toEqual(INVALID);
  });

  it('refuses a forged proof: a guessed answer, altered parameters, a challenge signed by someone else', async () => {
    const payload = decode(await solvedBotCheck(client, 'sms'));
    const guessed = { ...payload, solution: { counter: payload.solution.counter + 1, derivedKey: '00'.repeat(32) } };
    expect((await forgotSms(encode(guessed))).body).toEqual(INVALID);
    // A cheaper challenge of one's own making: its signature no longer matches.
    const altered = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 3600 } } };
    expect((await forgotSms(encode(altered))).body).toEqual(INVALID);
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    expect((await forgotSms(encode(unsigned))).body).toEqual(INVALID);
    // The untouched proof still works: none of the forgeries spent it.
    expect((await forgotSms(encode(payload))).body.success).toBe(true);
  });

  it('refuses a proof made for another purpose', async () => {
    const forRegister = await solvedBotCheck(client, 'register');
    expect((await forgotSms(forRegister)).body).toEqual(INVALID);
    const forSms = await solvedBotCheck(client, 'sms');
    const registration = await client.sealed('PUT', '/wps/member/register', { ...(await registerForm(client, server, { username: 'purposeful' })), botCheck: forSms });
    expect(registration.body).toEqual(INVALID);
  });

  it('refuses an expired proof', async () => {
    const proof = await solvedBotCheck(client, 'sms');
    clock += 5 * 60 * 1000 + 1000;
    expect((await forgotSms(proof)).body).toEqual(INVALID);
  });

  it('is asked by registration (after the form, before the account is made)', async () => {
    const { botCheck: _omitted, ...noProof } = await registerForm(client, server, { username: 'botless' });
    const refused = await client.sealed('PUT', '/wps/member/register', noProof);
    expect(refused.body).toEqual(INVALID);
    const badForm = await client.sealed('PUT', '/wps/member/register', { ...noProof, username: '!' });
    expect(badForm.body.errorCode).toBe('validation.failed');
    const accepted = await client.sealed('PUT', '/wps/member/register', await registerForm(client, server, { username: 'botless' }));
    expect(accepted.status).toBe(200);
  });

  it('is asked by the SMS of a mobile registration', async () => {
    await setFlags(client, { MOBILENUMREG3: true });
    try {
      const send = (botCheck?: string) => client.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '9421000901', countryDialingCode: '95', ...(botCheck ? { botCheck } : {}) } });
      expect((await send()).body).toEqual(INVALID);
      expect(await outbox(client, '959421000901')).toEqual([]);
      expect((await send(await solvedBotCheck(client, 'sms'))).body.success).toBe(true);
    } finally {
      await setFlags(client, { MOBILENUMREG3: false });
    }
  });

  it('spends a proof once across instances on one database', async () => {
    const second = await startSecondInstance(server, { adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
    try {
      const proof = await solvedBotCheck(client, 'sms');
      expect((await forgotSms(proof)).body.success).toBe(true);
      await forgetThrottle(server);
      const elsewhere = await new TestClient(second.url).call('POST', '/wps/verification/sms/noLogin', { body: { ...DEMO_MOBILE, botCheck: proof } });
      expect(elsewhere.body).toEqual(INVALID);
      // And a challenge of one instance is good on the other (one shared secret).
      const fromSecond = await solvedBotCheck(new TestClient(second.url), 'sms');
      await forgetThrottle(server);
      expect((await forgotSms(fromSecond)).body.success).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('the daily SMS quota of a site', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, smsDailyQuota: 2 });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('refuses SMS past the quota of the day, and sends nothing', async () => {
    // Three people at three addresses, each sending to a number of their own: no one of them is past
    // a limit of one number, member or address (sms-limits.test.ts), only the site is past its quota.
    const numbers = ['959420000001', '959428200001', '959428200002'];
    for (const [n, mobile] of numbers.slice(1).entries()) {
      await createMember(server.app.portal, { merchantId: 1, account: `quota${n}`, nickname: `quota${n}`, type: 0, password: 'Secret123', mobile });
    }
    const send = async (n: number) => {
      const from = clientFrom(server.url, `198.51.100.${n + 1}`);
      return from.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: numbers[n]!.slice(2), countryDialingCode: '95', purpose: 'forgot', botCheck: await solvedBotCheck(from, 'sms') } });
    };
    expect((await send(0)).body.success).toBe(true);
    expect((await send(1)).body.success).toBe(true);
    const third = await send(2);
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ success: false, value: null, message: 'Quota not sufficient, please contact customer service.', errorCode: 'sms.quota' });
    expect(await outbox(client, numbers[2]!)).toEqual([]);
    const day = await server.app.portal.db.selectFrom('sms_quota').selectAll().execute();
    expect(day).toEqual([expect.objectContaining({ sent: 2 })]);
  });
});

/** A stand-in for a vendor's siteverify: good for the tokens it knows, each once, with an action. */
async function fakeSiteVerify(tokens: Record<string, { action?: string; score?: number }>) {
  const seen: URLSearchParams[] = [];
  const spent = new Set<string>();
  const http: Server = createHttpServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const token = form.get('response') ?? '';
      const known = form.get('secret') === 'the-secret' ? tokens[token] : undefined;
      const success = known !== undefined && !spent.has(token);
      spent.add(token);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(success ? { success: true, ...known } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/siteverify`;
  return { url, seen, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

const WIDGET_SCRIPTS = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};
const WIDGET_ORIGINS = { recaptcha: ['https://www.google.com', 'https://www.gstatic.com'], turnstile: ['https://challenges.cloudflare.com'] };

/** The script-src of the portal's page (an index.html of the test's own). */
async function pageScriptSources(server: TestServer): Promise<string[]> {
  await fs.mkdir(server.shellDir, { recursive: true });
  await fs.writeFile(path.join(server.shellDir, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
  const directive = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

describe('the page of a site with the self-hosted check (the default)', () => {
  it("admits no vendor's widget", async () => {
    const server = await startServer({});
    try {
      const scripts = await pageScriptSources(server);
      for (const origin of [...WIDGET_ORIGINS.recaptcha, ...WIDGET_ORIGINS.turnstile]) expect(scripts).not.toContain(origin);
    } finally {
      await server.close();
    }
  });
});

describe('a widget script the site serves itself (BOT_CHECK_SCRIPT_URL)', () => {
  it('is the challenge\'s script, and its origin is admitted by the page', async () => {
    const server = await startServer({ botCheck: { provider: 'turnstile', siteKey: 'k', secret: 's', scriptUrl: 'http://127.0.0.1:4999/widget/turnstile.js' } });
    try {
      const answer = await new TestClient(server.url).get('/wps/verification/botCheck?purpose=register');
      expect(answer.body.value).toEqual({ provider: 'turnstile', challenge: null, siteKey: 'k', script: 'http://127.0.0.1:4999/widget/turnstile.js' });
      expect(await pageScriptSources(server)).toContain('http://127.0.0.1:4999');
    } finally {
      await server.close();
    }
  });
});

describe.each(['recaptcha', 'turnstile'] as const)('the %s adapter', (provider) => {
  let vendor: Awaited<ReturnType<typeof fakeSiteVerify>>;
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    vendor = await fakeSiteVerify({ 'person-1': { action: 'sms' }, 'person-2': {}, 'robot-1': { action: 'sms', score: 0.1 }, 'register-1': { action: 'register' } });
    server = await startServer({ authRateLimit: 1000, botCheck: { provider, siteKey: 'the-site-key', secret: 'the-secret', verifyUrl: vendor.url } });
    client = new TestClient(server.url, { Language: 'EN', Merchant: 'DEMO', Device: 'web', 'X-Forwarded-For': '203.0.113.9' });
  });
  afterAll(async () => {
    await server.close();
    await vendor.close();
  });
  beforeEach(() => forgetThrottle(server));

  const send = (botCheck: string) => client.call('POST', '/wps/verification/sms/noLogin', { body: { ...DEMO_MOBILE, botCheck } });

  it("answers the site key and the vendor's widget script as its challenge", async () => {
    const answer = await client.get('/wps/verification/botCheck?purpose=sms');
    expect(answer.body.value).toEqual({ provider, challenge: null, siteKey: 'the-site-key', script: WIDGET_SCRIPTS[provider] });
  });

  it("lets the portal's page load that vendor's widget, and no other's", async () => {
    const scripts = await pageScriptSources(server);
    expect(scripts).toEqual(expect.arrayContaining(WIDGET_ORIGINS[provider]));
    const other = provider === 'recaptcha' ? 'turnstile' : 'recaptcha';
    for (const origin of WIDGET_ORIGINS[other]) expect(scripts).not.toContain(origin);
  });

  it('accepts a token the vendor vouches for, with the secret and the visitor address', async () => {
    expect((await send('person-1')).body.success).toBe(true);
    expect(vendor.seen.at(-1)?.get('secret')).toBe('the-secret');
    expect(vendor.seen.at(-1)?.get('response')).toBe('person-1');
    expect(vendor.seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    // A token without an action is fine too (reCAPTCHA v2).
    await forgetThrottle(server);
    expect((await send('person-2')).body.success).toBe(true);
  });

  it('refuses a token the vendor refuses, a reused one, one of another action, and a low score', async () => {
    expect((await send('made-up')).body).toEqual(INVALID);
    expect((await send('person-1')).body).toEqual(INVALID);
    expect((await send('register-1')).body).toEqual(INVALID);
    expect((await send('robot-1')).body).toEqual(INVALID);
  });
});

describe('BOT_CHECK=off', () => {
  it('asks no proof (a deployment that has its own gate in front)', async () => {
    const server = await startServer({ authRateLimit: 1000, botCheck: { provider: 'off' } });
    try {
      const client = new TestClient(server.url);
      expect((await client.get('/wps/verification/botCheck?purpose=register')).body.value).toEqual({ provider: 'off', challenge: null, siteKey: null, script: null });
      const form = { username: 'offplayer', password: 'Secret123', confirmPassword: 'Secret123', ...(await solvedCaptcha(client, server)), registerUrl: 'http://localhost/', registerMethod: 'WEB', domain: 'localhost', login: true };
      expect((await client.sealed('PUT', '/wps/member/register', form)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses to start a vendor without its keys', async () => {
    await expect(startServer({ botCheck: { provider: 'turnstile' } })).rejects.toThrow(/BOT_CHECK_SITE_KEY/);
  });
});
