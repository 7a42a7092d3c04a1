import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, forgetThrottle, outbox, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let client: TestClient;
const logged: string[] = [];

beforeAll(async () => {
  const logger = { level: 'info', stream: { write: (line: string) => void logged.push(line) } };
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, logger });
  client = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

const registerSms = async (mobileNum: string, countryDialingCode = '95', extra: Record<string, unknown> = {}) =>
  client.call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', { body: { mobileNum, countryDialingCode, botCheck: await solvedBotCheck(client, 'sms'), ...extra } });
const noLoginSms = async (mobileNum: string, purpose: string, countryDialingCode = '95') =>
  client.call<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode, purpose, botCheck: await solvedBotCheck(client, 'sms') } });

const DISABLED = { success: false, value: null, message: 'Not enabled function, please contact customer service.', errorCode: 'function.disabled' };

describe('POST /wps/verification/sms/register', () => {
  it('is off while neither MOBILENUMREG3 nor REGMOBVERF3 is on', async () => {
    const answer = await registerSms('9421000001');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(DISABLED);
  });

  describe('with MOBILENUMREG3 on', () => {
    beforeAll(() => setFlags(client, { MOBILENUMREG3: true }));
    afterAll(() => setFlags(client, { MOBILENUMREG3: false }));

    it('sends a 6-digit code to the outbox and the log, and answers expiredMinutes', async () => {
      const answer = await registerSms('09 421 000 001');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null, errorCode: null });

      const [sent] = await outbox(client, '959421000001');
      expect(sent).toMatchObject({ channel: 'sms', to: '959421000001', subject: null, code: expect.stringMatching(/^[0-9]{6}$/) });
      expect(sent?.body).toContain(sent?.code);
      expect(sent?.body).toContain('expires in 5 minutes');
      expect(logged.join('')).toContain(`outbox sms to 959421000001: code ${sent?.code}`);

      // Only a hash of the code is stored with its purpose and number.
      const stored = await server.app.portal.db.selectFrom('verification_code').selectAll().where('target', '=', '959421000001').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ purpose: 'register', attempts: 0, used: 0 });
      expect(JSON.stringify(stored)).not.toContain(String(sent?.code));
    });

    it('allows one SMS a second per number: 429 sms.too.frequent', async () => {
      expect((await registerSms('9421000002')).status).toBe(200);
      const again = await registerSms('9421000002');
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, errorCode: 'sms.too.frequent', value: null });
      // Another number is not held up.
      expect((await registerSms('9421000003')).status).toBe(200);
      // A second later it may send again.
      await server.app.portal.db.updateTable('send_throttle').set({ sent_at: new Date(Date.now() - 1001).toISOString() }).execute();
      expect((await registerSms('9421000002')).status).toBe(200);
    });

    it('normalizes the number: country code + national number without its trunk 0', async () => {
      for (const [code, mobileNum] of [['95', '09421000004'], ['+95', '9421000004'], ['95', '+959421000004'], ['95', '(09) 421-000-004']]) {
        await forgetThrottle(server);
        expect((await registerSms(mobileNum!, code)).status).toBe(200);
      }
      expect((await outbox(client, '+95 9421000004')).length).toBe(4);
    });

    it.each([
      ['letters', '94210abc'],
      ['too short', '12345'],
      ['too long', '9'.repeat(16)],
      ['only a trunk prefix', '0000000'],
    ])('refuses a number with %s: 400 phone.invalid', async (_label, mobileNum) => {
      const answer = await registerSms(mobileNum);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'Invalid phone number format.', errorCode: 'phone.invalid' });
    });

    it('answers bad input with 400 and the field', async () => {
      const noNumber = await client.call('POST', '/wps/verification/sms/register', { body: { countryDialingCode: '95' } });
      expect(noNumber.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'mobileNum: input cannot be empty', errorCode: 'validation.failed' });
      const badCode = await registerSms('9421000005', '95a');
      expect(badCode.body).toMatchObject({ value: { field: 'countryDialingCode' }, errorCode: 'validation.failed' });
    });

    it('refuses a number already bound to an account: mobile.exists, nothing sent', async () => {
      const answer = await registerSms('09420000001');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'Account already used', errorCode: 'mobile.exists' });
      expect(await outbox(client, '959420000001')).toEqual([]);
    });

    it('writes the message in the request language', async () => {
      const chinese = new TestClient(server.url, { Language: 'CN' });
      await chinese.call('POST', '/wps/verification/sms/register', { body: { mobileNum: '9421000006', countryDialingCode: '95', botCheck: await solvedBotCheck(chinese, 'sms') } });
      const [sent] = await outbox(client, '959421000006');
      expect(sent?.body).toMatch(/^您的验证码为[0-9]{6}，5分钟内有效/);
    });
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a forgot-password code to a member\'s number', async () => {
    const answer = await noLoginSms('9420000001', 'forgot');
    expect(answer.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null, errorCode: null });
    expect((await outbox(client, '959420000001'))[0]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^[0-9]{6}$/) });
  });

  it('refuses a number that belongs to no member: 400 mobile.not.found', async () => {
    const answer = await noLoginSms('9421999999', 'forgot');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'This mobile number is not registered', errorCode: 'mobile.not.found' });
  });

  it('sends login codes only with MOBILEVERCODELOGIN3', async () => {
    const off = await noLoginSms('9420000001', 'login');
    expect(off.status).toBe(403);
    expect(off.body).toEqual(DISABLED);
    await setFlags(client, { MOBILEVERCODELOGIN3: true });
    try {
      expect((await noLoginSms('9420000001', 'login')).status).toBe(200);
    } finally {
      await setFlags(client, { MOBILEVERCODELOGIN3: false });
    }
  });

  it('answers an unknown purpose with 400 validation.failed', async () => {
    const answer = await noLoginSms('9420000001', 'register');
    expect(answer.body).toMatchObject({ value: { field: 'purpose' }, errorCode: 'validation.failed' });
  });
});

describe('ops: GET /wps/admin/outbox and PUT /wps/admin/system/whitelabel', () => {
  it('need the Admin-Token: 401 without, 403 with a wrong one', async () => {
    for (const [headers, status, errorCode] of [
      [{}, 401, 'admin.unauthorized'],
      [{ 'Admin-Token': 'guess' }, 403, 'admin.forbidden'],
    ] as const) {
      const read = await client.get('/wps/admin/outbox', { headers });
      expect(read.status).toBe(status);
      expect(read.body.errorCode).toBe(errorCode);
      const write = await client.call('PUT', '/wps/admin/system/whitelabel', { body: { flags: { FREEPLAY3: true } }, headers });
      expect(write.status).toBe(status);
    }
    expect((await client.get<Record<string, boolean>>('/wps/system/whitelabel')).body.value.FREEPLAY3).toBe(false);
  });

  it('list the messages sent to an address, newest first', async () => {
    await noLoginSms('9420000001', 'forgot');
    await forgetThrottle(server);
    await noLoginSms('9420000001', 'forgot');
    const messages = await outbox(client, '959420000001');
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(messages[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(messages[1]!.createdAt));
    expect(messages.every((message) => message.to === '959420000001' && /^[0-9]{6}$/.test(message.code ?? ''))).toBe(true);
    const all = await client.get<unknown[]>('/wps/admin/outbox', { headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(all.body.value.length).toBeGreaterThan(messages.length);
  });

  it('merge whitelabel flags and answer the whole set; an unknown flag is refused', async () => {
    const answer = await client.call<Record<string, boolean>>('PUT', '/wps/admin/system/whitelabel', { body: { flags: { FREEPLAY3: true } }, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ FREEPLAY3: true, USERNAMEREG3: true, PTSYS3: true, MOBILENUMREG3: false });
    expect(Object.keys(answer.body.value)).toHaveLength(10);
    expect((await client.get('/wps/system/permission')).body.value).toMatchObject({ info: { whitelabel: { FREEPLAY3: true } } });
    await setFlags(client, { FREEPLAY3: false });

    const typo = await client.call('PUT', '/wps/admin/system/whitelabel', { body: { flags: { FREEPLAY: true } }, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(typo.status).toBe(400);
    expect(typo.body.errorCode).toBe('validation.failed');
    const notBoolean = await client.call('PUT', '/wps/admin/system/whitelabel', { body: { flags: { FREEPLAY3: 'yes' } }, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(notBoolean.status).toBe(400);
  });

  it('do not exist without ADMIN_TOKEN', async () => {
    const closed = await startServer();
    try {
      const other = new TestClient(closed.url);
      expect((await other.get('/wps/admin/outbox', { headers: { 'Admin-Token': 'x' } })).status).toBe(404);
      expect((await other.call('PUT', '/wps/admin/system/whitelabel', { body: { flags: {} }, headers: { 'Admin-Token': 'x' } })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
