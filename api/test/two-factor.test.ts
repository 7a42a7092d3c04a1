import { generate } from 'otplib';
import { solvedBotCheck } from './helpers/botCheck';
import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { TestClient, type LoginValue } from './helpers/client';
import { clientFrom } from './helpers/forms';
import { sha256 } from './helpers/hash';
import { ADMIN_TOKEN, forgetThrottle, lastCode, outbox, setFlags } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { sendLoginCode, verifyLogin, type Challenge } from './helpers/two-factor';

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let local: TestClient;
/** The server's clock: the account's second-factor lock ends when it is moved on. */
let clock = Date.now();

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, now: () => clock });
  local = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

/** A login from `ip` that must be challenged; answers the ticket. */
async function challenged(ip: string, username: string, password: string): Promise<Challenge> {
  const answer = await clientFrom(server.url, ip).login(username, password);
  expect(answer.status).toBe(403);
  return (answer.body as unknown as { value: Challenge }).value;
}


/** A member with the given bound methods that has logged in once, from 127.0.0.1. */
async function memberWith(account: string, profile: { mobile?: string; email?: string; payeeName?: string }): Promise<void> {
  const ctx = server.app.portal;
  await createMember(ctx, { merchantId: 1, account, nickname: account, type: 0, password: 'Secret123', ...profile });
  expect((await local.login(account, 'Secret123')).status).toBe(200);
}

describe('two-factor login from a new address', () => {
  it('challenges a login from a new IP after a first login elsewhere, then lets it through once verified', async () => {
    // The first login has no history: it passes and records 127.0.0.1.
    expect((await local.login(player.username, player.password)).status).toBe(200);

    const from = clientFrom(server.url, '198.51.100.7');
    const first = await from.login(player.username, player.password);
    expect(first.status).toBe(403);
    expect(first.body).toEqual({
      success: false,
      value: { ticket: expect.stringMatching(/^[0-9a-f]{64}$/), methods: ['mobile', 'email', 'payeeName'] },
      message: 'Please complete verification first',
      errorCode: 'login.verify.required',
    });
    const { ticket } = (first.body as unknown as { value: Challenge }).value;
    // No session was opened by the challenged login.
    const opened = await server.app.portal.db
      .selectFrom('session_token as s')
      .innerJoin('member as m', 'm.id', 's.member_id')
      .select('s.id')
      .where('m.account', '=', 'demo')
      .where('s.ip', '=', '198.51.100.7')
      .execute();
    expect(opened).toEqual([]);

    const sent = await sendLoginCode(from, { ticket, method: 'mobile' });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: null, errorCode: null });
    const code = await lastCode(local, '959420000001');

    const wrong = await verifyLogin(from, { ticket, method: 'mobile', answer: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, value: { field: 'answer' }, message: 'Verification code is not valid', errorCode: 'verification.invalid' });

    const right = await verifyLogin(from, { ticket, method: 'mobile', answer: code });
    expect(right.status).toBe(200);
    expect(right.body.value).toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/), passwordExpired: false, user: { account: 'demo' } });
    expect((await from.get('/wps/member/info', { token: right.body.value.token })).status).toBe(200);

    // The address is known now; a ticket is single use.
    expect((await from.login(player.username, player.password)).status).toBe(200);
    const reused = await verifyLogin(from, { ticket, method: 'mobile', answer: code });
    expect(reused.body).toMatchObject({ errorCode: 'login.verify.expired', message: 'Verification has expired, please log in again.' });
  });

  it('verifies by a code e-mailed to the bound address', async () => {
    const from = clientFrom(server.url, '198.51.100.8');
    const { ticket } = await challenged('198.51.100.8', player.username, player.password);
    expect((await sendLoginCode(from, { ticket, method: 'email' })).status).toBe(200);
    const [mail] = await outbox(local, 'demo@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your verification code', code: expect.stringMatching(/^[0-9]{6}$/) });
    expect((await verifyLogin(from, { ticket, method: 'email', answer: mail!.code! })).status).toBe(200);
  });

  it('verifies by the bank account name, as people type it', async () => {
    await memberWith('payeeonly', { payeeName: 'Aung  Kyaw' });
    const from = clientFrom(server.url, '198.51.100.9');
    const challenge = await challenged('198.51.100.9', 'payeeonly', 'Secret123');
    expect(challenge.methods).toEqual(['payeeName']);
    const noCodeMethod = await from.call('POST', '/wps/session/login/verify/send', { body: { ticket: challenge.ticket, method: 'payeeName' } });
    expect(noCodeMethod.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'method' } });
    const wrongMethod = await verifyLogin(from, { ticket: challenge.ticket, method: 'mobile', answer: '123456' });
    expect(wrongMethod.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'method' } });
    const wrong = await verifyLogin(from, { ticket: challenge.ticket, method: 'payeeName', answer: 'Someone Else' });
    expect(wrong.body.errorCode).toBe('verification.invalid');
    expect((await verifyLogin(from, { ticket: challenge.ticket, method: 'payeeName', answer: ' aung kyaw ' })).status).toBe(200);
  });

  it('burns the ticket after 5 wrong answers', async () => {
    await memberWith('burnme', { payeeName: 'Mya Mya' });
    const from = clientFrom(server.url, '198.51.100.10');
    const { ticket } = await challenged('198.51.100.10', 'burnme', 'Secret123');
    for (let i = 0; i < 5; i++) expect((await verifyLogin(from, { ticket, method: 'payeeName', answer: `wrong ${i}` })).body.errorCode).toBe('verification.invalid');
    const burnt = await verifyLogin(from, { ticket, method: 'payeeName', answer: 'Mya Mya' });
    expect(burnt.status).toBe(400);
    expect(burnt.body.errorCode).toBe('login.verify.expired');
    // A new login gets a new ticket, but the 5 wrong answers locked the account's second factor for 5
    // minutes (second-factor-lock.test.ts): the right answer passes once they are over.
    const again = await challenged('198.51.100.10', 'burnme', 'Secret123');
    expect((await verifyLogin(from, { ticket: again.ticket, method: 'payeeName', answer: 'Mya Mya' })).body.errorCode).toBe('rate.limited');
    clock += 5 * 60_000;
    expect((await verifyLogin(from, { ticket: again.ticket, method: 'payeeName', answer: 'Mya Mya' })).status).toBe(200);
  });

  it('does not spend a try on a code that was never sent', async () => {
    await memberWith('nocodeyet', { mobile: '959421000300' });
    const from = clientFrom(server.url, '198.51.100.11');
    const { ticket } = await challenged('198.51.100.11', 'nocodeyet', 'Secret123');
    for (let i = 0; i < 6; i++) expect((await verifyLogin(from, { ticket, method: 'mobile', answer: '123456' })).body.errorCode).toBe('verification.missing');
    await sendLoginCode(from, { ticket, method: 'mobile' });
    expect((await verifyLogin(from, { ticket, method: 'mobile', answer: await lastCode(local, '959421000300') })).status).toBe(200);
  });

  it('lets tickets expire after 10 minutes', async () => {
    const from = clientFrom(server.url, '198.51.100.12');
    const { ticket } = await challenged('198.51.100.12', player.username, player.password);
    const { expires_at: expiresAt } = await server.app.portal.db.selectFrom('login_ticket').select('expires_at').where('ticket_hash', '=', sha256(ticket)).executeTakeFirstOrThrow();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    await server.app.portal.db.updateTable('login_ticket').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('ticket_hash', '=', sha256(ticket)).execute();
    expect((await sendLoginCode(from, { ticket, method: 'mobile' })).body.errorCode).toBe('login.verify.expired');
    expect((await verifyLogin(from, { ticket, method: 'payeeName', answer: 'x' })).body.errorCode).toBe('login.verify.expired');
  });

  it('does not challenge a member with nothing bound, nor a member\'s very first login', async () => {
    expect((await local.login(trial.username, trial.password)).status).toBe(200);
    expect((await clientFrom(server.url, '198.51.100.13').login(trial.username, trial.password)).status).toBe(200);

    await createMember(server.app.portal, { merchantId: 1, account: 'brandnew', nickname: 'brandnew', type: 0, password: 'Secret123', email: 'new@example.com' });
    expect((await clientFrom(server.url, '198.51.100.14').login('brandnew', 'Secret123')).status).toBe(200);
    expect((await clientFrom(server.url, '198.51.100.15').login('brandnew', 'Secret123')).status).toBe(403);
  });

  it('still checks the password first and answers bad input with the field', async () => {
    const from = clientFrom(server.url, '198.51.100.16');
    expect((await from.login(player.username, 'wrong-password')).body.errorCode).toBe('login.wrong.credentials');
    expect((await sendLoginCode(from, { ticket: 'nope', method: 'mobile' })).body.errorCode).toBe('login.verify.expired');
    const missing = await verifyLogin(from, { ticket: 'nope', method: 'mobile' });
    expect(missing.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'answer' } });
    const plain = await from.call('POST', '/wps/session/login/verify', { body: { ticket: 'nope', method: 'mobile', answer: '1' } });
    expect(plain.body.errorCode).toBe('encryption.required');
  });
});

describe('SMS login (type "sms")', () => {
  const smsLogin = (from: TestClient, code: string, mobileNum = '09420000001') =>
    from.sealed<LoginValue>('POST', '/wps/session/login', { type: 'sms', mobileNum, countryDialingCode: '95', code });

  it('is refused while MOBILEVERCODELOGIN3 is off', async () => {
    const answer = await smsLogin(local, '123456');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, value: null, message: 'Not enabled function, please contact customer service.', errorCode: 'function.disabled' });
  });

  describe('with MOBILEVERCODELOGIN3 on', () => {
    beforeAll(() => setFlags(local, { MOBILEVERCODELOGIN3: true }));
    afterAll(() => setFlags(local, { MOBILEVERCODELOGIN3: false }));

    it('logs in with the code sent by /wps/verification/sms/noLogin, from any address', async () => {
      const from = clientFrom(server.url, '198.51.100.20');
      const sent = await from.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '09420000001', countryDialingCode: '95', purpose: 'login', botCheck: await solvedBotCheck(from, 'sms') } });
      expect(sent.status).toBe(200);
      const code = await lastCode(local, '959420000001');

      const wrong = await smsLogin(from, code === '000000' ? '111111' : '000000');
      expect(wrong.body).toEqual({ success: false, value: { field: 'code' }, message: 'Verification code is not valid', errorCode: 'verification.invalid' });
      const answer = await smsLogin(from, code);
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ user: { account: 'demo', type: 0 } });
      // The code proved the phone: this address is known now, the password login passes too.
      expect((await from.login(player.username, player.password)).status).toBe(200);

      const reused = await smsLogin(from, code);
      expect(reused.body.errorCode).toBe('verification.missing');
    });

    it('asks an account with an authenticator bound for its code from a new address, as a password login does', async () => {
      await memberWith('smsapp', { mobile: '959420000077', email: 'smsapp@example.com' });
      const token = await local.tokenFor('smsapp', 'Secret123');
      const { secret } = (await local.call<{ secret: string }>('PUT', '/wps/member/authenticator', { token })).body.value;
      const appCode = () => generate({ secret, epoch: Math.floor(clock / 1000) });
      expect((await local.call('POST', '/wps/member/authenticator', { token, body: { code: await appCode() } })).status).toBe(200);
      clock += 30_000;

      const from = clientFrom(server.url, '198.51.100.21');
      const sent = await from.call('POST', '/wps/verification/sms/noLogin', { body: { mobileNum: '09420000077', countryDialingCode: '95', purpose: 'login', botCheck: await solvedBotCheck(from, 'sms') } });
      expect(sent.status).toBe(200);
      // The SMS code alone proves only the phone: no session, the app's code is asked.
      const asked = await smsLogin(from, await lastCode(local, '959420000077'), '09420000077');
      expect(asked.status).toBe(403);
      expect(asked.body).toEqual({
        success: false,
        value: { ticket: expect.stringMatching(/^[0-9a-f]{64}$/), methods: ['authenticator'] },
        message: 'Please complete verification first',
        errorCode: 'login.verify.required',
      });
      const opened = await server.app.portal.db.selectFrom('session_token').select('id').where('ip', '=', '198.51.100.21').execute();
      expect(opened).toEqual([]);

      const { ticket } = (asked.body as unknown as { value: Challenge }).value;
      const verified = await verifyLogin(from, { ticket, method: 'authenticator', answer: await appCode() });
      expect(verified.status).toBe(200);
      expect(verified.body.value).toMatchObject({ user: { account: 'smsapp' } });
    });

    it('answers a malformed number with phone.invalid and missing fields with validation.failed', async () => {
      expect((await smsLogin(local, '123456', '12ab')).body.errorCode).toBe('phone.invalid');
      const missing = await local.sealed('POST', '/wps/session/login', { type: 'sms', mobileNum: '09420000001', countryDialingCode: '95' });
      expect(missing.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'code' } });
    });
  });
});
