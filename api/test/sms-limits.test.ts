import { generate } from 'otplib';
import type { OpsCreatedOperator } from '@portal/shared/contracts';
import { createMember } from '../src/registration';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient, type Answer } from './helpers/client';
import { clientFrom } from './helpers/forms';
import { ADMIN_TOKEN, forgetThrottle, outbox, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser } from './delivery-helpers';

/*
 * No one member, number or address can use up the site's SMS of the day (SMS_DAILY_QUOTA): each has
 * a day's limit below it. Ops read what is left of the quota.
 */

const LIMITED = { success: false, value: null, message: 'Too many SMS codes today. Please try again tomorrow or contact customer service.', errorCode: 'sms.limit' };

const sent = (answers: Answer[]) => answers.filter((answer) => answer.status === 200).length;
const limited = (answers: Answer[]) => answers.filter((answer) => answer.body.errorCode === 'sms.limit').length;

const forgotFrom = async (from: TestClient, mobileNum: string) =>
  from.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode: '95', purpose: 'forgot', botCheck: await solvedBotCheck(from, 'sms') } });

describe('with SMS_DAILY_QUOTA=20 (the review’s figure)', () => {
  let server: TestServer;
  let local: TestClient;
  beforeAll(async () => {
    server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, smsDailyQuota: 20 });
    local = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('one member’s bind codes to made-up numbers stop at the member’s limit, and everyone else’s forgot-password SMS still goes', async () => {
    await createMember(server.app.portal, { merchantId: 1, account: 'smsspender', nickname: 'smsspender', type: 0, password: 'Secret123' });
    const token = await local.tokenFor('smsspender', 'Secret123');
    // From 20 addresses, to 20 numbers: only the member is the same.
    const answers: Answer[] = [];
    for (let n = 0; n < 20; n += 1) {
      const from = clientFrom(server.url, `198.51.100.${100 + n}`);
      answers.push(await from.call('POST', '/wps/verification/sms/bind', { token, body: { mobileNum: `94299${String(n).padStart(5, '0')}`, countryDialingCode: '95' } }));
    }
    expect(sent(answers)).toBe(10);
    expect(limited(answers)).toBe(10);
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body).toEqual(LIMITED);

    // Someone else, elsewhere, forgot a password: the site still has SMS to send.
    const forgot = await forgotFrom(clientFrom(server.url, '203.0.113.9'), '9420000001');
    expect(forgot.status).toBe(200);
    expect(await outbox(local, '959420000001')).toHaveLength(1);
  });

  it('lets ops read what is left of the day’s quota, and the limits', async () => {
    const answer = await local.get('/wps/admin/sms/quota', { headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), quota: 20, sent: 11, remaining: 9, limits: { number: 10, member: 10, address: 10 } });
  });

  it('is an ops call of the admin role: a guest, a wrong token and another team are refused', async () => {
    expect((await local.get('/wps/admin/sms/quota')).status).toBe(401);
    expect((await local.get('/wps/admin/sms/quota', { headers: { 'Admin-Token': 'guess' } })).status).toBe(403);

    const password = 'a long operator password';
    const signedIn = async (name: string, roles: string[]) => {
      const created = await local.call<OpsCreatedOperator>('POST', '/wps/admin/ops/operators', { headers: { 'Admin-Token': ADMIN_TOKEN }, body: { name, password, roles } });
      const browser = new Browser(server, { Language: 'EN', Merchant: 'DEMO', 'Content-Type': 'application/json' });
      const code = await generate({ secret: created.body.value.totpSecret, epoch: Math.floor(Date.now() / 1000) });
      expect((await browser.fetch('/wps/admin/ops/signin', { method: 'POST', body: JSON.stringify({ name, password, code }) })).status).toBe(200);
      return browser;
    };
    const finance = await (await signedIn('fin', ['finance'])).fetch('/wps/admin/sms/quota');
    expect(finance.status).toBe(403);
    expect(await finance.json()).toMatchObject({ errorCode: 'ops.role.missing' });
    expect((await (await signedIn('adm', ['admin'])).fetch('/wps/admin/sms/quota')).status).toBe(200);
  });
});

describe('limits per number and per address (the default quota)', () => {
  let server: TestServer;
  let local: TestClient;
  beforeAll(async () => {
    server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
    local = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('sends one number at most 10 a day, from however many addresses', async () => {
    await createMember(server.app.portal, { merchantId: 1, account: 'smstarget', nickname: 'smstarget', type: 0, password: 'Secret123', mobile: '959428100001' });
    const answers: Answer[] = [];
    for (let n = 0; n < 12; n += 1) {
      await forgetThrottle(server);
      answers.push(await forgotFrom(clientFrom(server.url, `198.51.100.${n + 1}`), '9428100001'));
    }
    expect([sent(answers), limited(answers)]).toEqual([10, 2]);
    expect(await outbox(local, '959428100001')).toHaveLength(10);
  });

  it('sends at most 50 a day from one address, to however many numbers', async () => {
    await setFlags(local, { MOBILENUMREG3: true });
    try {
      const from = clientFrom(server.url, '203.0.113.50');
      const answers: Answer[] = [];
      for (let n = 0; n < 52; n += 1) {
        const body = { mobileNum: `94288${String(n).padStart(5, '0')}`, countryDialingCode: '95', botCheck: await solvedBotCheck(from, 'sms') };
        answers.push(await from.call('POST', '/wps/verification/sms/register', { body }));
      }
      expect([sent(answers), limited(answers)]).toEqual([50, 2]);
      // Another address is not held up.
      const elsewhere = clientFrom(server.url, '203.0.113.51');
      const body = { mobileNum: '9428899999', countryDialingCode: '95', botCheck: await solvedBotCheck(elsewhere, 'sms') };
      expect((await elsewhere.call('POST', '/wps/verification/sms/register', { body })).status).toBe(200);
    } finally {
      await setFlags(local, { MOBILENUMREG3: false });
    }
  });
});
