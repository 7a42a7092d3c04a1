import { generate } from 'otplib';
import { DEMO_ACCOUNTS } from '../src';
import { createMember } from '../src/registration';
import { TestClient, type LoginValue } from './helpers/client';
import { clientFrom } from './helpers/forms';
import { forgetThrottle } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';

// The authenticator app of the security centre (api/src/authenticator) and its codes in the two-factor
// step of a login from a new address, on the real server.

const PERIOD_S = 30;
/**
 * The server's clock (its `now`), fixed 15 s into a TOTP step: a code made for "now ± n steps" is of
 * that step when the server checks it, however long the test takes.
 */
const NOW_MS = Date.parse('2026-01-01T00:00:15.000Z');

let server: TestServer;
let local: TestClient;

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000, now: () => NOW_MS });
  local = new TestClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => forgetThrottle(server));

interface Status {
  bound: boolean;
  boundAt: string | null;
  recoveryCodesLeft: number;
}
interface Setup {
  uri: string;
  secret: string;
}
interface Challenge {
  ticket: string;
  methods: string[];
}

const status = (token: string) => local.get<Status>('/wps/member/authenticator', { token });
const start = (token: string) => local.call<Setup>('PUT', '/wps/member/authenticator', { token });
const confirm = (token: string, code: string) => local.call<{ recoveryCodes: string[] }>('POST', '/wps/member/authenticator', { token, body: { code } });
const unbind = (token: string, body: Record<string, unknown>) => local.sealed<null>('POST', '/wps/member/authenticator/unbind', body, { token });
const verify = (from: TestClient, body: Record<string, unknown>) => from.sealed<LoginValue>('POST', '/wps/session/login/verify', body);

/** The code an authenticator app shows `steps` periods from the server's now (the app on a phone whose clock is off). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(NOW_MS / 1000) + steps * PERIOD_S });

let accounts = 0;
/** A new member (with an e-mail bound) that has logged in once from 127.0.0.1: its token. */
async function newMember(): Promise<{ account: string; token: string }> {
  accounts += 1;
  const account = `totp${accounts}`;
  await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type: 0, password: 'Secret123', email: `${account}@example.com` });
  return { account, token: await local.tokenFor(account, 'Secret123') };
}

/** Binds an authenticator to the member: its secret and recovery codes. */
async function bound(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await start(token);
  expect(setup.status).toBe(200);
  const answer = await confirm(token, await codeAt(setup.body.value.secret));
  expect(answer.status).toBe(200);
  return { secret: setup.body.value.secret, recoveryCodes: answer.body.value.recoveryCodes };
}

function authenticatorRow(account: string) {
  return server.app.portal.db
    .selectFrom('member_authenticator as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .where('m.account', '=', account)
    .executeTakeFirstOrThrow();
}

let addresses = 0;
/** A login of the member from an address it never used: the challenge and the client at that address. */
async function fromNewAddress(account: string): Promise<{ from: TestClient } & Challenge> {
  addresses += 1;
  const from = clientFrom(server.url, `203.0.113.${addresses}`);
  const answer = await from.login(account, 'Secret123');
  expect(answer.status).toBe(403);
  expect(answer.body.errorCode).toBe('login.verify.required');
  return { from, ...(answer.body as unknown as { value: Challenge }).value };
}

describe('binding an authenticator app', () => {
  it('starts with a secret shown once, refuses a wrong code, binds with a current one and answers 10 recovery codes', async () => {
    const { account, token } = await newMember();
    expect((await status(token)).body.value).toEqual({ bound: false, boundAt: null, recoveryCodesLeft: 0 });

    const setup = await start(token);
    expect(setup.status).toBe(200);
    const { uri, secret } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/[^?]*${account}\\?.*secret=${secret}`));
    // The brand the member knows the site by, in the app's list.
    expect(uri).toContain('issuer=Golden%20Myanmar');
    // Kept sealed: the table does not hold the secret as it was answered.
    const row = await authenticatorRow(account);
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.bound_at).toBeNull();

    const right = await codeAt(secret);
    const wrong = await confirm(token, right === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, value: { field: 'code' }, message: 'Verification code is not valid', errorCode: 'verification.invalid' });
    expect((await status(token)).body.value.bound).toBe(false);

    const done = await confirm(token, right);
    expect(done.status).toBe(200);
    const codes = done.body.value.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await server.app.portal.db
      .selectFrom('member_recovery_code as r')
      .innerJoin('member as m', 'm.id', 'r.member_id')
      .select('r.code_hash')
      .where('m.account', '=', account)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.some((code) => code_hash.includes(code) || code_hash.includes(code.replace('-', '')))).toBe(false);

    const after = await status(token);
    expect(after.body.value).toEqual({ bound: true, boundAt: expect.any(String), recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.body)).not.toContain(secret);
    // Bound: no second start (the secret is never answered again) and no second confirm.
    expect((await start(token)).body).toMatchObject({ success: false, errorCode: 'authenticator.bound', message: 'An authenticator app is already bound. Unbind it first.' });
    expect((await confirm(token, right)).body.errorCode).toBe('authenticator.bound');
  });

  it('is for formal accounts only: a trial account and a guest are refused', async () => {
    const trial = await local.tokenFor(DEMO_ACCOUNTS.trial.username, DEMO_ACCOUNTS.trial.password);
    expect((await status(trial)).status).toBe(403);
    expect((await start(trial)).status).toBe(403);
    expect((await local.get('/wps/member/authenticator')).status).toBe(401);
  });

  it('refuses to confirm a binding never started, or started too long ago', async () => {
    const { token } = await newMember();
    expect((await confirm(token, '123456')).body.errorCode).toBe('authenticator.setup.expired');
    const { secret } = (await start(token)).body.value;
    await server.app.portal.db.updateTable('member_authenticator').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('bound_at', 'is', null).execute();
    expect((await confirm(token, await codeAt(secret))).body.errorCode).toBe('authenticator.setup.expired');
  });
});

describe('two-factor from a new address with the authenticator', () => {
  it('offers the authenticator alone and logs in with its code, sending nothing; the same code twice is refused', async () => {
    const { account, token } = await newMember();
    const { secret } = await bound(token);
    const first = await fromNewAddress(account);
    // The member's e-mail is bound too, but a code sent there would let a login around the app.
    expect(first.methods).toEqual(['authenticator']);

    // The binding took its code's step: that code is not taken again, the next step's is.
    const taken = (await authenticatorRow(account)).last_step!;
    const used = await verify(first.from, { ticket: first.ticket, method: 'authenticator', answer: await generate({ secret, epoch: taken * PERIOD_S }) });
    expect(used.body).toEqual({
      success: false,
      value: { field: 'answer' },
      message: 'This code has already been used. Please wait for the next one.',
      errorCode: 'authenticator.code.used',
    });
    const next = await generate({ secret, epoch: (taken + 1) * PERIOD_S });
    const passed = await verify(first.from, { ticket: first.ticket, method: 'authenticator', answer: next });
    expect(passed.status).toBe(200);
    expect(passed.body.value).toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/), user: { account } });
    expect((await server.app.portal.db.selectFrom('outbox').select('id').where('recipient', '=', `${account}@example.com`).execute())).toEqual([]);

    const second = await fromNewAddress(account);
    const replayed = await verify(second.from, { ticket: second.ticket, method: 'authenticator', answer: next });
    expect(replayed.body.errorCode).toBe('authenticator.code.used');
  });

  it('takes codes one step either side of the server clock, and none two steps away', async () => {
    const { account, token } = await newMember();
    const { secret } = await bound(token);
    // Steps taken in order (a code of a step before a taken one counts as used): -2, +2 refused first.
    const far = await fromNewAddress(account);
    for (const steps of [-2, 2]) {
      const refused = await verify(far.from, { ticket: far.ticket, method: 'authenticator', answer: await codeAt(secret, steps) });
      expect(refused.body.errorCode).toBe('verification.invalid');
    }
    // The binding took step 0; +1 is within the window.
    const late = await fromNewAddress(account);
    expect((await verify(late.from, { ticket: late.ticket, method: 'authenticator', answer: await codeAt(secret, 1) })).status).toBe(200);
  });

  it('takes a code of the step before the server clock', async () => {
    const { account, token } = await newMember();
    const setup = (await start(token)).body.value;
    // Bound with the code of two steps ago? Refused. With the one of the step before: bound.
    expect((await confirm(token, await codeAt(setup.secret, -2))).body.errorCode).toBe('verification.invalid');
    expect((await confirm(token, await codeAt(setup.secret, -1))).status).toBe(200);
    const challenge = await fromNewAddress(account);
    expect((await verify(challenge.from, { ticket: challenge.ticket, method: 'authenticator', answer: await codeAt(setup.secret, 0) })).status).toBe(200);
  });

  it('counts wrong codes toward the ticket\'s tries', async () => {
    const { account, token } = await newMember();
    const { secret } = await bound(token);
    const challenge = await fromNewAddress(account);
    const right = await codeAt(secret, 1);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(challenge.from, { ticket: challenge.ticket, method: 'authenticator', answer: wrongCode })).body.errorCode).toBe('verification.invalid');
    const burnt = await verify(challenge.from, { ticket: challenge.ticket, method: 'authenticator', answer: right });
    expect(burnt.body.errorCode).toBe('login.verify.expired');
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { account, token } = await newMember();
    const { recoveryCodes } = await bound(token);
    const [code] = recoveryCodes as [string];
    const first = await fromNewAddress(account);
    expect((await verify(first.from, { ticket: first.ticket, method: 'authenticator', answer: ` ${code.toUpperCase().replace('-', ' ')} ` })).status).toBe(200);
    expect((await status(token)).body.value.recoveryCodesLeft).toBe(9);

    const second = await fromNewAddress(account);
    expect((await verify(second.from, { ticket: second.ticket, method: 'authenticator', answer: code })).body.errorCode).toBe('verification.invalid');
    expect((await verify(second.from, { ticket: second.ticket, method: 'authenticator', answer: recoveryCodes[1]! })).status).toBe(200);
  });

  it('does not offer the authenticator to a member without one', async () => {
    const { account } = await newMember();
    const challenge = await fromNewAddress(account);
    expect(challenge.methods).toEqual(['email']);
    expect((await verify(challenge.from, { ticket: challenge.ticket, method: 'authenticator', answer: '123456' })).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'method' } });
  });
});

describe('unbinding', () => {
  it('needs a proof: nothing or a wrong password is refused, the password unbinds', async () => {
    const { account, token } = await newMember();
    await bound(token);
    expect((await unbind(token, {})).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'code' } });
    expect((await unbind(token, { password: 'Wrong-pass1' })).body).toMatchObject({ errorCode: 'authenticator.password.wrong', value: { field: 'password' }, message: 'The login password is incorrect' });
    expect((await unbind(token, { code: '000000' })).body.errorCode).toMatch(/verification.invalid|authenticator.code.used/);
    expect((await status(token)).body.value.bound).toBe(true);

    expect((await unbind(token, { password: 'Secret123' })).status).toBe(200);
    expect((await status(token)).body.value).toEqual({ bound: false, boundAt: null, recoveryCodesLeft: 0 });
    expect((await fromNewAddress(account)).methods).toEqual(['email']);
    expect((await unbind(token, { password: 'Secret123' })).body.errorCode).toBe('authenticator.not.bound');
    // A new binding starts over, with a new secret.
    expect((await start(token)).status).toBe(200);
  });

  it('unbinds with a current code of the app', async () => {
    const { token } = await newMember();
    const { secret } = await bound(token);
    expect((await unbind(token, { code: await codeAt(secret, 1) })).status).toBe(200);
    expect((await status(token)).body.value.bound).toBe(false);
  });
});
