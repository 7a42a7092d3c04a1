import { solvedBotCheck } from './helpers/botCheck';
import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, forgetThrottle, lastCode, outbox } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

const { old } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

/** A member of its own for each test (passwords change here). */
async function member(account: string, profile: { mobile?: string; email?: string } = {}, password = 'Secret123'): Promise<void> {
  await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type: 0, password, ...profile });
}

const change = (token: string | null, body: Record<string, unknown>) => client.sealed('POST', '/wps/member/password', body, { token });

describe('the seeded olduser', () => {
  it('logs in with the default password 123456 and is told to change it; its balance came through the ledger', async () => {
    const answer = await client.login(old.username, old.password);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ passwordExpired: true, user: { account: 'olduser', type: 0 } });
    expect((await client.get('/wps/v2/wallets/balance', { token: answer.body.value.token })).body.value).toMatchObject({ balance: 50_000 });
    const entries = await server.app.portal.db.selectFrom('ledger_entry').select(['kind', 'amount']).where('idempotency_key', '=', 'seed:DEMO:olduser').execute();
    expect(entries).toEqual([{ kind: 'seed', amount: 50_000 }]);
  });
});

describe('POST /wps/member/password (T, E)', () => {
  it('needs a live session and an encrypted body', async () => {
    expect((await change(null, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).status).toBe(401);
    await member('changeplain');
    const token = await client.tokenFor('changeplain', 'Secret123');
    const plain = await client.call('POST', '/wps/member/password', { token, body: { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' } });
    expect(plain.body.errorCode).toBe('encryption.required');
  });

  it('refuses a wrong old password, the same password, a bad new one and a differing confirmation', async () => {
    await member('changebad');
    const token = await client.tokenFor('changebad', 'Secret123');
    const wrongOld = await change(token, { oldPassword: 'Nope1234', newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toEqual({ success: false, value: { field: 'oldPassword' }, message: 'The old password is incorrect', errorCode: 'password.old.wrong' });
    const same = await change(token, { oldPassword: 'Secret123', newPassword: 'Secret123', confirmNewPassword: 'Secret123' });
    expect(same.body).toEqual({ success: false, value: { field: 'newPassword' }, message: 'The new password must differ from the old one', errorCode: 'password.same' });
    const rule = await change(token, { oldPassword: 'Secret123', newPassword: 'has space', confirmNewPassword: 'has space' });
    expect(rule.body).toEqual({ success: false, value: { field: 'newPassword' }, message: 'newPassword: must be 6 to 20 characters without spaces', errorCode: 'validation.failed' });
    const confirm = await change(token, { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better124' });
    expect(confirm.body).toMatchObject({ value: { field: 'confirmNewPassword' }, message: 'confirmNewPassword: inconsistent twice' });
    const missing = await change(token, { newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(missing.body).toMatchObject({ value: { field: 'oldPassword' }, message: 'oldPassword: input cannot be empty' });
  });

  it('changes the password: the old one fails, this session lives on, the others end', async () => {
    await member('changeok');
    const other = await client.tokenFor('changeok', 'Secret123');
    const token = await client.tokenFor('changeok', 'Secret123');
    const answer = await change(token, { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: null, message: null, errorCode: null });

    expect((await client.login('changeok', 'Secret123')).body.errorCode).toBe('login.wrong.credentials');
    expect((await client.login('changeok', 'Better123')).body.value).toMatchObject({ passwordExpired: false });
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
    expect((await client.get('/wps/member/info', { token: other })).status).toBe(401);
  });

  it('clears the forced change of the default password', async () => {
    await member('defaultpw', {}, '123456');
    const first = await client.login('defaultpw', '123456');
    expect(first.body.value.passwordExpired).toBe(true);
    expect((await change(first.body.value.token, { oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' })).status).toBe(200);
    expect((await client.login('defaultpw', 'Better123')).body.value.passwordExpired).toBe(false);
  });
});

describe('POST /wps/member/password/email (forgot by e-mail)', () => {
  const forgot = (body: Record<string, string>, form = true, headers: Record<string, string> = {}) =>
    client.call('POST', '/wps/member/password/email', { body, form, headers });

  it('e-mails a temporary password (form-encoded); logging in with it forces a change', async () => {
    await member('forgetful', { email: 'forgetful@example.com' });
    const answer = await forgot({ username: 'Forgetful', email: 'Forgetful@Example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, value: null, message: null, errorCode: null });

    const [mail] = await outbox(client, 'forgetful@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your temporary password', code: expect.stringMatching(/^[A-Za-z2-9]{10}$/) });
    expect(mail?.body).toContain(mail?.code);

    const login = await client.login('forgetful', mail!.code!);
    expect(login.status).toBe(200);
    expect(login.body.value.passwordExpired).toBe(true);
    // The temporary password is the password now, until changed.
    expect((await client.login('forgetful', 'Secret123')).body.errorCode).toBe('login.wrong.credentials');
    const token = login.body.value.token;
    expect((await change(token, { oldPassword: mail!.code!, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' })).status).toBe(200);
    expect((await client.login('forgetful', 'Chosen123')).body.value.passwordExpired).toBe(false);
  });

  it('takes JSON too; the current password keeps working, and using it cancels the temporary one', async () => {
    await member('remembers', { email: 'remembers@example.com' });
    expect((await forgot({ username: 'remembers', email: 'remembers@example.com' }, false)).status).toBe(200);
    const temporary = await lastCode(client, 'remembers@example.com');
    const withOld = await client.login('remembers', 'Secret123');
    expect(withOld.status).toBe(200);
    expect(withOld.body.value.passwordExpired).toBe(false);
    expect((await client.login('remembers', temporary)).body.errorCode).toBe('login.wrong.credentials');
  });

  it('expires the temporary password after 24 hours', async () => {
    await member('toolate', { email: 'toolate@example.com' });
    await forgot({ username: 'toolate', email: 'toolate@example.com' });
    const temporary = await lastCode(client, 'toolate@example.com');
    await server.app.portal.db.updateTable('member').set({ temp_password_expires_at: '2000-01-01T00:00:00.000Z' }).where('account', '=', 'toolate').execute();
    expect((await client.login('toolate', temporary)).body.errorCode).toBe('login.wrong.credentials');
  });

  it('refuses a username and e-mail that do not belong together', async () => {
    await member('mismatch', { email: 'mismatch@example.com' });
    for (const body of [
      { username: 'mismatch', email: 'other@example.com' },
      { username: 'nobody77', email: 'mismatch@example.com' },
      { username: 'demo', email: 'mismatch@example.com' },
    ]) {
      const answer = await forgot(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, value: null, message: 'Username/Email does not exist', errorCode: 'member.email.mismatch' });
    }
    expect(await outbox(client, 'mismatch@example.com')).toEqual([]);
  });

  it('answers bad input with 400 and the field', async () => {
    const badMail = await forgot({ username: 'demo', email: 'not-mail' });
    expect(badMail.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'email' } });
    const noUser = await forgot({ email: 'demo@example.com' });
    expect(noUser.body).toEqual({ success: false, value: { field: 'username' }, message: 'username: input cannot be empty', errorCode: 'validation.failed' });
  });

  it('writes the e-mail in the member\'s language', async () => {
    await member('burmese', { email: 'burmese@example.com' });
    const token = await client.tokenFor('burmese', 'Secret123');
    await client.call('PUT', '/wps/member/language', { token, body: { language: 'MY' } });
    await forgot({ username: 'burmese', email: 'burmese@example.com' });
    const [mail] = await outbox(client, 'burmese@example.com');
    expect(mail?.subject).toBe('သင်၏ ယာယီစကားဝှက်');
    expect(mail?.body).toContain('24 နာရီအတွင်း');
  });
});

describe('POST /wps/member/password/verification (forgot by mobile, E)', () => {
  const sendCode = async (mobileNum: string) =>
    client.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum, countryDialingCode: '95', purpose: 'forgot', botCheck: await solvedBotCheck(client, 'sms') } });
  const reset = (body: Record<string, unknown>) => client.sealed('POST', '/wps/member/password/verification', { countryDialingCode: '95', ...body });

  it('sets a new password with the SMS code, ends the sessions, and the login then passes', async () => {
    await member('byphone', { mobile: '959421000400' });
    const before = await client.tokenFor('byphone', 'Secret123');
    expect((await sendCode('09421000400')).status).toBe(200);
    const code = await lastCode(client, '959421000400');
    const answer = await reset({ mobileNum: '09421000400', verificationCode: code, newPassword: 'Phone1234' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ account: 'byphone' });
    expect((await client.get('/wps/member/info', { token: before })).status).toBe(401);
    expect((await client.login('byphone', 'Secret123')).status).toBe(400);
    expect((await client.login('byphone', 'Phone1234')).status).toBe(200);
  });

  it('checks codes: wrong, missing, used once, expired, burnt after 5 wrong tries', async () => {
    await member('codecheck', { mobile: '959421000401' });
    const body = (verificationCode: string) => ({ mobileNum: '9421000401', verificationCode, newPassword: 'Phone1234' });
    const error = async (verificationCode: string) => (await reset(body(verificationCode))).body.errorCode;

    expect(await error('123456')).toBe('verification.missing');

    await sendCode('9421000401');
    let code = await lastCode(client, '959421000401');
    const other = code === '000000' ? '111111' : '000000';
    const wrong = await reset(body(other));
    expect(wrong.body).toEqual({ success: false, value: { field: 'verificationCode' }, message: 'Verification code is not valid', errorCode: 'verification.invalid' });
    expect((await reset(body(code))).status).toBe(200);
    expect(await error(code)).toBe('verification.missing');

    await forgetThrottle(server);
    await sendCode('9421000401');
    code = await lastCode(client, '959421000401');
    await server.app.portal.db.updateTable('verification_code').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('target', '=', '959421000401').execute();
    const expired = await reset(body(code));
    expect(expired.body).toEqual({ success: false, value: { field: 'verificationCode' }, message: 'Verification code has expired, please send again.', errorCode: 'verification.expired' });

    await forgetThrottle(server);
    await sendCode('9421000401');
    code = await lastCode(client, '959421000401');
    for (let i = 0; i < 5; i++) expect(await error(code === '000000' ? '111111' : '000000')).toBe('verification.invalid');
    expect(await error(code)).toBe('verification.expired');
  });

  it('lives 5 minutes (expiredMinutes, a site setting)', async () => {
    await member('fiveminutes', { mobile: '959421000402' });
    await sendCode('9421000402');
    const row = await server.app.portal.db.selectFrom('verification_code').select(['created_at', 'expires_at']).where('target', '=', '959421000402').executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(5 * 60_000);
  });

  it('answers bad input with 400 and the field, and refuses plain text', async () => {
    const weak = await reset({ mobileNum: '9421000401', verificationCode: '123456', newPassword: '123' });
    expect(weak.body).toMatchObject({ value: { field: 'newPassword' }, message: 'newPassword: must be 6 to 20 characters without spaces' });
    const noCode = await reset({ mobileNum: '9421000401', newPassword: 'Phone1234' });
    expect(noCode.body).toMatchObject({ value: { field: 'verificationCode' }, errorCode: 'validation.failed' });
    const plain = await client.call('POST', '/wps/member/password/verification', { body: { mobileNum: '9421000401', countryDialingCode: '95', verificationCode: '1', newPassword: 'Phone1234' } });
    expect(plain.body.errorCode).toBe('encryption.required');
  });
});
