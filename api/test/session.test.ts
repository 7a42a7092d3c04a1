import { createPublicKey } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { solvedBotCheck } from './helpers/botCheck';
import { captchaCode, newCaptchaKey } from './helpers/db';
import { createMember } from '../src/registration';
import { startServer, type TestServer } from './helpers/server';

const { player, trial, agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('GET /wps/session/key/rsa', () => {
  it('answers the RSA-2048 public key as base64 DER SPKI, the same on every call', async () => {
    const first = await client.get<string>('/wps/session/key/rsa');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: null, errorCode: null });
    expect(first.body.value).not.toContain('BEGIN');
    const key = createPublicKey({ key: Buffer.from(first.body.value, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect((await client.get<string>('/wps/session/key/rsa')).body.value).toBe(first.body.value);
  });
});

describe('POST /wps/session/login', () => {
  it('logs the demo player in with a 64-hex token and the user info', async () => {
    const answer = await client.login(player.username, player.password);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.value.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.body.value.user).toEqual({ id: expect.any(Number), account: 'demo', nickname: 'demo', type: 0 });
    expect(answer.body.value.passwordExpired).toBe(false);
  });

  it('reports firstTimeLogin on the first login of an account only', async () => {
    const first = await client.login(agent.username, agent.password);
    const second = await client.login(agent.username, agent.password);
    expect(first.body.value.firstTimeLogin).toBe(true);
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect(first.body.value.user.type).toBe(1);
    expect(second.body.value.token).not.toBe(first.body.value.token);
  });

  it('treats the account name case-insensitively', async () => {
    expect((await client.login('DeMo', player.password)).status).toBe(200);
  });

  it('refuses a wrong password without revealing anything more', async () => {
    const wrong = await client.login(player.username, 'not-the-password');
    const unknown = await client.login('nobody42', 'whatever1');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        value: { needCaptcha: false },
        message: 'Wrong account or password',
        errorCode: 'login.wrong.credentials',
      });
    }
  });

  it('answers in the Language header: Burmese by default, Chinese for CN', async () => {
    const english = await client.login(player.username, 'nope-nope');
    const plain = new TestClient(server.url, { Merchant: 'DEMO' });
    const myDefault = await plain.login('someoneelse', 'nope-nope');
    const chinese = await new TestClient(server.url, { Language: 'CN' }).login('someoneelse2', 'nope-nope');
    expect(english.body.message).toBe('Wrong account or password');
    expect(myDefault.body.message).toBe('အကောင့် သို့မဟုတ် စကားဝှက် မှားယွင်းနေပါသည်');
    expect(chinese.body.message).toBe('账号或密码错误');
  });

  it('asks for a captcha from the third failure in a row and then requires a right one', async () => {
    const attempt = (extra: Record<string, unknown> = {}, password = 'wrong-pass') => client.login(trial.username, password, extra);
    expect((await attempt()).body.value).toEqual({ needCaptcha: false });
    expect((await attempt()).body.value).toEqual({ needCaptcha: false });
    const third = await attempt();
    expect(third.body).toMatchObject({ errorCode: 'login.wrong.credentials', value: { needCaptcha: true } });

    // Even the right password is refused without the captcha now.
    const missing = await attempt({}, trial.password);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, value: { needCaptcha: true }, message: 'captcha required', errorCode: 'captcha.invalid' });

    const key = newCaptchaKey();
    await client.get(`/wps/captcha?key=${key}`);
    const code = await captchaCode(server, key);
    const wrongCode = String((Number(code) + 1) % 10000).padStart(4, '0');
    const wrong = await attempt({ captcha: wrongCode, captchaKey: key }, trial.password);
    expect(wrong.body).toMatchObject({ errorCode: 'captcha.invalid', message: 'Verification code is not valid', value: { needCaptcha: true } });

    // The wrong guess burnt that captcha: the right code on the same key no longer works.
    const burnt = await attempt({ captcha: code, captchaKey: key }, trial.password);
    expect(burnt.body.errorCode).toBe('captcha.invalid');

    // A right captcha alone is not enough any more: the bot check's proof is asked with it.
    const noProofKey = newCaptchaKey();
    await client.get(`/wps/captcha?key=${noProofKey}`);
    // From another address: this file's logins from one address are close to the auth rate limit.
    const elsewhere = new TestClient(server.url, { Language: 'EN', Merchant: 'DEMO', Device: 'web', 'X-Forwarded-For': '198.51.100.77' });
    const noProof = await elsewhere.login(trial.username, trial.password, { captcha: await captchaCode(server, noProofKey), captchaKey: noProofKey });
    expect(noProof.body).toEqual({ success: false, value: { field: 'botCheck', needCaptcha: true }, message: 'Invalid reCaptcha input...', errorCode: 'botcheck.invalid' });

    const freshKey = newCaptchaKey();
    await client.get(`/wps/captcha?key=${freshKey}`);
    const success = await attempt({ captcha: await captchaCode(server, freshKey), captchaKey: freshKey, botCheck: await solvedBotCheck(client, 'login') }, trial.password);
    expect(success.status).toBe(200);
    expect(success.body.value.user.type).toBe(4);

    // A success clears the count.
    expect((await attempt()).body.value).toEqual({ needCaptcha: false });
  });

  it('answers 400 validation.failed with the field for bad input', async () => {
    const noPassword = await client.sealed('POST', '/wps/session/login', { type: 'username', username: 'demo' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({
      success: false,
      value: { field: 'password' },
      message: 'password: input cannot be empty',
      errorCode: 'validation.failed',
    });

    const spaces = await client.login('de mo', player.password);
    expect(spaces.status).toBe(400);
    expect(spaces.body).toMatchObject({ value: { field: 'username' }, message: 'username: must be letters or digits', errorCode: 'validation.failed' });

    const emptyPassword = await client.login(player.username, '');
    expect(emptyPassword.body).toMatchObject({ value: { field: 'password' }, errorCode: 'validation.failed' });

    const unknownType = await client.sealed('POST', '/wps/session/login', { type: 'fax', username: 'demo', password: 'x1234567' });
    expect(unknownType.body).toMatchObject({ value: { field: 'type' }, errorCode: 'validation.failed' });

    // An SMS login asks for its own fields.
    const smsType = await client.sealed('POST', '/wps/session/login', { type: 'sms', username: 'demo', password: 'x1234567' });
    expect(smsType.body).toMatchObject({ value: { field: 'mobileNum' }, message: 'mobileNum: input cannot be empty', errorCode: 'validation.failed' });
  });

  it('refuses an E call sent in plain text or not decryptable', async () => {
    const plain = await client.call('POST', '/wps/session/login', { body: { username: player.username, password: player.password } });
    expect(plain.status).toBe(400);
    expect(plain.body).toEqual({ success: false, value: null, message: 'Encrypted payload required', errorCode: 'encryption.required' });

    const sealed = await client.seal({ username: player.username, password: player.password });
    const garbageKey = await client.call('POST', '/wps/session/login', {
      body: { value: sealed.value },
      headers: { Encryption: Buffer.from('not a wrapped key').toString('base64') },
    });
    expect(garbageKey.body.errorCode).toBe('encryption.required');

    const tampered = Buffer.from(sealed.value, 'base64');
    tampered[20] = (tampered[20] ?? 0) ^ 0xff;
    const tamperedBody = await client.call('POST', '/wps/session/login', {
      body: { value: tampered.toString('base64') },
      headers: { Encryption: sealed.encryption },
    });
    expect(tamperedBody.body.errorCode).toBe('encryption.required');

    const noBody = await client.call('POST', '/wps/session/login', { headers: { Encryption: sealed.encryption } });
    expect(noBody.body.errorCode).toBe('encryption.required');
  });

  it('refuses an unknown Merchant', async () => {
    const answer = await client.login(player.username, player.password, {});
    expect(answer.status).toBe(200);
    const other = await new TestClient(server.url, { Language: 'EN', Merchant: 'NOPE' }).get('/wps/system/status');
    expect(other.status).toBe(400);
    expect(other.body.errorCode).toBe('merchant.unknown');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('revokes the token', async () => {
    const token = await client.tokenFor(player.username, player.password);
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
    const logout = await client.call('DELETE', '/wps/session/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, value: null, message: null, errorCode: null });
    const after = await client.get('/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('login.not.session');
    expect((await client.call('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });
});

describe('login policy', () => {
  it('refuses an account type that is neither member, trial nor agent with 403 login.not.member', async () => {
    const ctx = server.app.portal;
    await createMember(ctx, { merchantId: 1, account: 'backoffice1', nickname: 'backoffice1', type: 9, passwordHash: await ctx.passwords.hash('Office123') });
    const answer = await client.login('backoffice1', 'Office123');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, value: null, message: 'Non-member account unable to login', errorCode: 'login.not.member' });
  });

  it('reports passwordExpired under PWDEXPFORCECHANGE3 once the password is older than 90 days', async () => {
    await server.app.portal.db.updateTable('member').set({ password_changed_at: '2000-01-01T00:00:00.000Z' }).where('account', '=', player.username).execute();
    const answer = await client.login(player.username, player.password);
    expect(answer.body.value.passwordExpired).toBe(true);
  });
});
