import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { captchaCode, newCaptchaKey } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

/** A filled-in registration form with a solved captcha, as the register modal sends it. */
async function form(fields: Record<string, unknown> = {}) {
  const captchaKey = newCaptchaKey();
  await client.get(`/wps/captcha?key=${captchaKey}`);
  return {
    username: 'newplayer',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captcha: await captchaCode(server, captchaKey),
    captchaKey,
    botCheck: await solvedBotCheck(client, 'register'),
    affiliateCode: '',
    referralCode: '',
    registerUrl: 'http://localhost:8080/',
    registerMethod: 'WEB',
    domain: 'localhost',
    login: true,
    ...fields,
  };
}

const register = (payload: unknown) => client.sealed<{ token: string; firstTimeLogin: boolean; user: { account: string; type: number } }>('PUT', '/wps/member/register', payload);

describe('PUT /wps/member/register', () => {
  it('creates a member with an empty wallet and logs it in', async () => {
    const answer = await register(await form({ username: 'Alice01' }));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, user: { account: 'alice01', nickname: 'Alice01', type: 0 } });
    const token = answer.body.value.token;
    expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({ account: 'alice01', type: 0 });
    expect((await client.get('/wps/v2/wallets/balance', { token })).body.value).toMatchObject({ balance: 0 });

    const login = await client.login('alice01', 'Secret123');
    expect(login.status).toBe(200);
    expect(login.body.value.firstTimeLogin).toBe(false);
  });

  it('refuses an account already used, whatever its case', async () => {
    for (const username of ['demo', 'DEMO']) {
      const answer = await register(await form({ username }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, value: { field: 'username' }, message: 'Account already used', errorCode: 'member.account.exists' });
    }
  });

  it('refuses a confirmation that differs: inconsistent twice', async () => {
    const answer = await register(await form({ username: 'bobby', confirmPassword: 'Other123' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, value: { field: 'confirmPassword' }, message: 'confirmPassword: inconsistent twice', errorCode: 'validation.failed' });
  });

  it.each([
    ['starts with a digit', { username: '1abcde' }, 'username'],
    ['too short', { username: 'abc' }, 'username'],
    ['too long', { username: 'a'.repeat(17) }, 'username'],
    ['has a space', { username: 'ab cd' }, 'username'],
    ['password too short', { username: 'carol1', password: '12345', confirmPassword: '12345' }, 'password'],
    ['password too long', { username: 'carol2', password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) }, 'password'],
  ])('refuses a form whose %s', async (_case, fields, field) => {
    const answer = await register(await form(fields));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field } });
    expect(answer.body.message).toMatch(new RegExp(`^${field}: must be`));
  });

  it('flags the default password 123456 as expired (password policy on)', async () => {
    const answer = await register(await form({ username: 'weakling', password: '123456', confirmPassword: '123456' }));
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ passwordExpired: true });
  });

  it('names the rule in the message', async () => {
    const answer = await register(await form({ username: 'ab' }));
    expect(answer.body.message).toBe('username: must be 4 to 16 letters or digits, starting with a letter');
  });

  it('requires a right captcha', async () => {
    const missing = await register(await form({ username: 'dave01', captcha: undefined }));
    expect(missing.body).toEqual({ success: false, value: { needCaptcha: true }, message: 'captcha required', errorCode: 'captcha.invalid' });
    const wrong = await register(await form({ username: 'dave02', captcha: 'abcd' }));
    expect(wrong.body).toMatchObject({ errorCode: 'captcha.invalid', message: 'Verification code is not valid' });
    const unknownKey = await register(await form({ username: 'dave03', captchaKey: newCaptchaKey() }));
    expect(unknownKey.body.errorCode).toBe('captcha.invalid');
  });

  it('answers one winner when the same name registers twice at once', async () => {
    const answers = await Promise.all([register(await form({ username: 'twinname' })), register(await form({ username: 'twinname' }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.errorCode).toBe('member.account.exists');
  });

  it('refuses a plain-text form', async () => {
    const answer = await client.call('PUT', '/wps/member/register', { body: await form({ username: 'plainpat' }) });
    expect(answer.body.errorCode).toBe('encryption.required');
  });
});
