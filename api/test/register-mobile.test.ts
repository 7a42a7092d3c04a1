import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { solvedCaptcha } from './helpers/forms';
import { ADMIN_TOKEN, forgetThrottle, lastCode, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

const sendCode = async (mobileNum: string) =>
  client.call('POST', '/wps/verification/sms/register', { body: { mobileNum, countryDialingCode: '95', botCheck: await solvedBotCheck(client, 'sms') } });

/** The mobile tab's form, as the register window sends it (the username is the number). */
async function mobileForm(mobileNum: string, fields: Record<string, unknown> = {}) {
  return {
    mobileNum,
    countryDialingCode: '95',
    verificationCode: '',
    username: mobileNum,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...(await solvedCaptcha(client, server)),
    botCheck: await solvedBotCheck(client, 'register'),
    affiliateCode: '',
    referralCode: '',
    registerUrl: 'http://localhost:8080/register',
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
    ...fields,
  };
}

const registerMobile = async (mobileNum: string, fields: Record<string, unknown> = {}) =>
  client.sealed<{ token: string; firstTimeLogin: boolean; user: { account: string; nickname: string; type: number } }>(
    'PUT',
    '/wps/member/register/mobile',
    await mobileForm(mobileNum, fields),
  );

describe('PUT /wps/member/register/mobile', () => {
  it('is off while MOBILENUMREG3 is off', async () => {
    const answer = await registerMobile('09421000100', { verificationCode: '123456' });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('function.disabled');
  });

  describe('with MOBILENUMREG3 on', () => {
    beforeAll(() => setFlags(client, { MOBILENUMREG3: true }));
    afterAll(() => setFlags(client, { MOBILENUMREG3: false }));

    it('registers end to end with the code read from the outbox, and logs the member in', async () => {
      expect((await sendCode('09421000101')).status).toBe(200);
      const code = await lastCode(client, '959421000101');

      const answer = await registerMobile('09421000101', { verificationCode: code, affiliateCode: 'AG1001' });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, user: { account: '09421000101', nickname: '09421000101', type: 0 } });
      const token = answer.body.value.token;
      expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ account: '09421000101' });

      const row = await server.app.portal.db.selectFrom('member').select(['mobile', 'parent_id']).where('account', '=', '09421000101').executeTakeFirst();
      expect(row).toEqual({ mobile: '959421000101', parent_id: await memberIdOf(server, 'agent01') });

      // The number is the username of the login.
      expect((await client.login('09421000101', 'Secret123')).status).toBe(200);
    });

    it('uses a code once', async () => {
      await sendCode('09421000102');
      const code = await lastCode(client, '959421000102');
      expect((await registerMobile('09421000102', { verificationCode: code })).status).toBe(200);
      const again = await registerMobile('09421000102', { verificationCode: code, password: 'Other1234', confirmPassword: 'Other1234' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, value: { field: 'mobileNum' }, message: 'Account already used', errorCode: 'mobile.exists' });
    });

    it('refuses a number bound to another account (the demo player\'s): mobile.exists', async () => {
      const answer = await registerMobile('09420000001', { verificationCode: '123456' });
      expect(answer.body).toMatchObject({ errorCode: 'mobile.exists', value: { field: 'mobileNum' } });
    });

    it('refuses a wrong code and a number no code was sent to', async () => {
      await sendCode('09421000103');
      const code = await lastCode(client, '959421000103');
      const wrong = await registerMobile('09421000103', { verificationCode: code === '000000' ? '111111' : '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, value: { field: 'verificationCode' }, message: 'Verification code is not valid', errorCode: 'verification.invalid' });
      const none = await registerMobile('09421000104', { verificationCode: '123456' });
      expect(none.body).toEqual({ success: false, value: { field: 'verificationCode' }, message: 'Verification code is missing', errorCode: 'verification.missing' });
    });

    it('validates the form by the rules: mobileNum, code, password, confirmation, captcha', async () => {
      const letters = await registerMobile('0942100abc', { verificationCode: '123456' });
      expect(letters.body).toMatchObject({ value: { field: 'mobileNum' }, message: 'mobileNum: must be 7 to 15 digits', errorCode: 'validation.failed' });
      const noCode = await client.sealed('PUT', '/wps/member/register/mobile', { ...(await mobileForm('09421000105')), verificationCode: undefined });
      expect(noCode.body).toEqual({ success: false, value: { field: 'verificationCode' }, message: 'verificationCode: input cannot be empty', errorCode: 'validation.failed' });
      const password = await registerMobile('09421000105', { verificationCode: '123456', password: '12 34', confirmPassword: '12 34' });
      expect(password.body).toMatchObject({ value: { field: 'password' }, message: 'password: must be 6 to 20 characters without spaces' });
      const confirm = await registerMobile('09421000105', { verificationCode: '123456', confirmPassword: 'Other123' });
      expect(confirm.body).toMatchObject({ value: { field: 'confirmPassword' }, message: 'confirmPassword: inconsistent twice' });
      const captcha = await registerMobile('09421000105', { verificationCode: '123456', captcha: undefined });
      expect(captcha.body).toMatchObject({ errorCode: 'captcha.invalid', message: 'captcha required' });
    });

    it('refuses an unknown invitation code before spending the SMS code', async () => {
      await sendCode('09421000106');
      const code = await lastCode(client, '959421000106');
      const bad = await registerMobile('09421000106', { verificationCode: code, affiliateCode: 'NOPE' });
      expect(bad.body).toMatchObject({ errorCode: 'affiliate.invalid', value: { field: 'affiliateCode' } });
      expect((await registerMobile('09421000106', { verificationCode: code })).status).toBe(200);
    });

    it('refuses a plain-text form', async () => {
      const answer = await client.call('PUT', '/wps/member/register/mobile', { body: await mobileForm('09421000107') });
      expect(answer.body.errorCode).toBe('encryption.required');
    });
  });
});
