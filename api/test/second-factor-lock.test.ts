import { generate } from 'otplib';
import { createMember } from '../src/registration';
import { TestClient, type Answer } from './helpers/client';
import { clientFrom } from './helpers/forms';
import { ADMIN_TOKEN, forgetThrottle, outbox } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { sendLoginCode, verifyLogin, type Challenge } from './helpers/two-factor';

/*
 * The second factor of an account holds against a guesser who has the password: an authenticator bound
 * is the only answer a login takes, and wrong answers are counted per account, whatever the ticket,
 * the address or the session they come from (logins' answers and unbinding alike).
 */

const PERIOD_S = 30;
const START_MS = Date.parse('2026-03-01T00:00:15.000Z');
/** The server's clock (its `now`): the lock's end is reached by moving it, never by waiting. */
let clock = START_MS;
const LOCK_MS = 5 * 60_000;

let server: TestServer;
let local: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000, now: () => clock });
  local = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

const LOCKED = { success: false, value: null, message: 'Too many requests, please try again after 5 minutes.', errorCode: 'rate.limited' };

/** The code the member's app shows at the server's clock, `steps` periods away. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(clock / 1000) + steps * PERIOD_S });

/** Six digits no code of the ±1 step window is: a wrong guess at this moment. */
async function wrongCode(secret: string): Promise<string> {
  const window = await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, steps)));
  for (let n = 0; ; n += 1) {
    const guess = String(n).padStart(6, '0');
    if (!window.includes(guess)) return guess;
  }
}

let members = 0;
/** A member with a mobile, an e-mail, a bank account name and an authenticator bound, logged in once from 127.0.0.1. */
async function memberWithAuthenticator(): Promise<{ account: string; token: string; secret: string; mobile: string; email: string }> {
  members += 1;
  const account = `lock${members}`;
  const mobile = `9594290000${String(members).padStart(2, '0')}`;
  const email = `${account}@example.com`;
  await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type: 0, password: 'Secret123', mobile, email, payeeName: 'Maung Maung' });
  const token = await local.tokenFor(account, 'Secret123');
  const setup = await local.call<{ secret: string }>('PUT', '/wps/member/authenticator', { token });
  const { secret } = setup.body.value;
  // The binding takes the current step; the codes the tests answer with are of the next steps.
  expect((await local.call('POST', '/wps/member/authenticator', { token, body: { code: await codeAt(secret) } })).status).toBe(200);
  clock += PERIOD_S * 1000;
  return { account, token, secret, mobile, email };
}

let addresses = 0;
/** A password login from an address the member never used: its challenge and the client there. */
async function fromNewAddress(account: string): Promise<{ from: TestClient } & Challenge> {
  addresses += 1;
  const from = clientFrom(server.url, `198.18.0.${addresses}`);
  const answer = await from.login(account, 'Secret123');
  expect(answer.body.errorCode).toBe('login.verify.required');
  return { from, ...(answer.body as unknown as { value: Challenge }).value };
}

const unbind = (from: TestClient, token: string, body: Record<string, unknown>) => from.sealed<null>('POST', '/wps/member/authenticator/unbind', body, { token });
const codes = (answers: Answer[]) => answers.map((answer) => answer.body.errorCode);

describe('an authenticator bound is the second factor', () => {
  it('is the one method offered; the bank account name, the mobile and the e-mail are refused and nothing is sent', async () => {
    const { account, secret, mobile, email } = await memberWithAuthenticator();
    const { from, ticket, methods } = await fromNewAddress(account);
    expect(methods).toEqual(['authenticator']);

    // The right bank account name (the review logged in with it) does not answer the ticket.
    const byName = await verifyLogin(from, { ticket, method: 'payeeName', answer: 'maung  MAUNG' });
    expect(byName.status).toBe(400);
    expect(byName.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'method' } });
    for (const method of ['mobile', 'email']) {
      expect((await sendLoginCode(from, { ticket, method })).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'method' } });
    }
    expect(await outbox(local, mobile)).toEqual([]);
    expect(await outbox(local, email)).toEqual([]);

    expect((await verifyLogin(from, { ticket, method: 'authenticator', answer: await codeAt(secret) })).status).toBe(200);
  });
});

describe('wrong answers lock the account, not the ticket or the address', () => {
  it('5 tickets from 5 addresses get 5 wrong codes checked between them, not 25; the right code waits for the lock to end', async () => {
    const { account, secret } = await memberWithAuthenticator();
    const wrong = await wrongCode(secret);
    const answers: Answer[] = [];
    for (let n = 0; n < 5; n += 1) {
      const { from, ticket } = await fromNewAddress(account);
      for (let i = 0; i < 5; i += 1) answers.push(await verifyLogin(from, { ticket, method: 'authenticator', answer: wrong }));
    }
    expect(codes(answers)).toEqual([...Array(5).fill('verification.invalid'), ...Array(20).fill('rate.limited')]);

    // Locked: the right code from yet another ticket and address is refused, and says how long to wait.
    const { from, ticket } = await fromNewAddress(account);
    const right = await verifyLogin(from, { ticket, method: 'authenticator', answer: await codeAt(secret) });
    expect(right.status).toBe(429);
    expect(right.body).toEqual(LOCKED);

    // As long as the message says: 5 minutes on, the same ticket (no try spent while locked) passes.
    clock += LOCK_MS;
    const passed = await verifyLogin(from, { ticket, method: 'authenticator', answer: await codeAt(secret) });
    expect(passed.status).toBe(200);
    expect(passed.body.value).toMatchObject({ user: { account } });
  });

  it('after the lock, one more wrong answer locks it again until a right one', async () => {
    const { account, secret } = await memberWithAuthenticator();
    const first = await fromNewAddress(account);
    for (let i = 0; i < 5; i += 1) await verifyLogin(first.from, { ticket: first.ticket, method: 'authenticator', answer: await wrongCode(secret) });
    clock += LOCK_MS;
    const second = await fromNewAddress(account);
    expect((await verifyLogin(second.from, { ticket: second.ticket, method: 'authenticator', answer: await wrongCode(secret) })).body.errorCode).toBe('verification.invalid');
    expect((await verifyLogin(second.from, { ticket: second.ticket, method: 'authenticator', answer: await codeAt(secret) })).body).toEqual(LOCKED);
    clock += LOCK_MS;
    expect((await verifyLogin(second.from, { ticket: second.ticket, method: 'authenticator', answer: await codeAt(secret) })).status).toBe(200);
  });

  it('checks exactly 5 of 15 wrong answers sent at once on 3 tickets', async () => {
    const { account, secret } = await memberWithAuthenticator();
    const wrong = await wrongCode(secret);
    const challenges = [await fromNewAddress(account), await fromNewAddress(account), await fromNewAddress(account)];
    const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => verifyLogin(challenges[n % 3]!.from, { ticket: challenges[n % 3]!.ticket, method: 'authenticator', answer: wrong })));
    expect(codes(answers).filter((code) => code === 'verification.invalid')).toHaveLength(5);
    expect(codes(answers).filter((code) => code === 'rate.limited')).toHaveLength(10);
  });

  it('counts the bank account name of a member without an authenticator the same way', async () => {
    members += 1;
    const account = `lockname${members}`;
    await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type: 0, password: 'Secret123', payeeName: 'Aye Aye' });
    await local.tokenFor(account, 'Secret123');
    const guesses: Answer[] = [];
    for (const name of ['Mya Mya', 'Su Su', 'Hla Hla']) {
      const { from, ticket } = await fromNewAddress(account);
      guesses.push(await verifyLogin(from, { ticket, method: 'payeeName', answer: name }), await verifyLogin(from, { ticket, method: 'payeeName', answer: `${name} Win` }));
    }
    expect(codes(guesses)).toEqual([...Array(5).fill('verification.invalid'), 'rate.limited']);
    const { from, ticket } = await fromNewAddress(account);
    expect((await verifyLogin(from, { ticket, method: 'payeeName', answer: 'Aye Aye' })).body).toEqual(LOCKED);
  });
});

describe('unbinding the authenticator', () => {
  it('counts its wrong proofs toward the same lock, from any address the session is used from', async () => {
    const { account, token, secret } = await memberWithAuthenticator();
    const here = clientFrom(server.url, '198.19.0.1');
    const wrong = await wrongCode(secret);
    const refused = [
      ...(await Promise.all([0, 1, 2].map(() => unbind(here, token, { code: wrong })))),
      await unbind(here, token, { password: 'Not-the-password1' }),
      await unbind(here, token, { code: wrong }),
    ];
    expect(codes(refused).filter((code) => code === 'rate.limited')).toEqual([]);

    // The same session from a second address carries on no further; nor does a login's second factor.
    const there = clientFrom(server.url, '198.19.0.2');
    expect((await unbind(there, token, { code: await codeAt(secret) })).body).toEqual(LOCKED);
    expect((await unbind(there, token, { password: 'Secret123' })).body).toEqual(LOCKED);
    const { from, ticket } = await fromNewAddress(account);
    expect((await verifyLogin(from, { ticket, method: 'authenticator', answer: await codeAt(secret) })).body).toEqual(LOCKED);

    clock += LOCK_MS;
    expect((await unbind(there, token, { code: await codeAt(secret) })).status).toBe(200);
    expect((await local.get<{ bound: boolean }>('/wps/member/authenticator', { token })).body.value.bound).toBe(false);
  });
});
