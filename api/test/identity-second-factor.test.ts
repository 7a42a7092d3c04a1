import { generate } from 'otplib';
import type { IdentityAuthorizeValue, IdentitySessionValue, LoginValue } from '@portal/shared/contracts';
import { createMember } from '../src/registration';
import { TestClient } from './helpers/client';
import { clientFrom } from './helpers/forms';
import { callbackResult, localIdp, signInAtIdp, type LocalIdp } from './helpers/idp';
import { startServer, type TestServer } from './helpers/server';

/*
 * One-click sign-in into an account with an authenticator bound ends in the password login's second
 * factor: from a new address the provider's word is taken as a password is, and the app's code is
 * still asked (the same ticket, the same /wps/session/login/verify). Against the real local provider.
 */

const PERIOD_S = 30;
/** The server's clock (its `now`), 15 s into a TOTP step: the codes made here are of that step. */
let clock = Date.parse('2026-04-01T00:00:15.000Z');
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

let idp: LocalIdp;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  idp = await localIdp();
  server = await startServer({ authRateLimit: 1000, identityProviders: [idp.config], now: () => clock });
  await idp.start([`${server.url}/wps/identity/callback`]);
  client = new TestClient(server.url);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** The whole popup as `login` at the provider: the ticket its callback hands the opener. */
async function oneClick(login: string, intent: 'login' | 'link' = 'login', token?: string): Promise<string> {
  const authorized = await client.call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', { body: { provider: 'local', intent }, token });
  const landed = await fetch(await signInAtIdp(authorized.body.value.url, login));
  const result = callbackResult(await landed.text());
  expect(result.ticket).toEqual(expect.any(String));
  return result.ticket as string;
}

const spend = (from: TestClient, ticket: string) => from.call<IdentitySessionValue>('POST', '/wps/identity/session', { body: { ticket } });

/** A member with a number and a bank account name, logged in once from 127.0.0.1, linked to `login` at the provider. */
async function linkedMember(account: string, login: string, mobile: string): Promise<string> {
  await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type: 0, password: 'Secret123', mobile, payeeName: 'Kyaw Kyaw' });
  const token = await client.tokenFor(account, 'Secret123');
  expect((await client.call('POST', '/wps/identity/link', { body: { ticket: await oneClick(login, 'link', token) }, token })).status).toBe(200);
  return token;
}

test('from a new address, one click into an account with an authenticator asks for its code, and the code opens the session', async () => {
  const token = await linkedMember('clickapp', 'Dora', '959428000001');
  const setup = await client.call<{ secret: string }>('PUT', '/wps/member/authenticator', { token });
  const { secret } = setup.body.value;
  expect((await client.call('POST', '/wps/member/authenticator', { token, body: { code: await codeAt(secret) } })).status).toBe(200);
  clock += PERIOD_S * 1000;

  const elsewhere = clientFrom(server.url, '192.0.2.44');
  const ticket = await oneClick('Dora');
  const asked = await spend(elsewhere, ticket);
  expect(asked.status).toBe(403);
  expect(asked.body).toEqual({
    success: false,
    value: { ticket: expect.stringMatching(/^[0-9a-f]{64}$/), methods: ['authenticator'] },
    message: 'Please complete verification first',
    errorCode: 'login.verify.required',
  });
  // No session was opened there, and the provider's ticket is spent: the second factor is the way on.
  const opened = await server.app.portal.db.selectFrom('session_token').select('id').where('ip', '=', '192.0.2.44').execute();
  expect(opened).toEqual([]);
  expect((await spend(elsewhere, ticket)).body.message).toBe('Login failure. Please try again.');

  const { ticket: verifyTicket } = asked.body.value as unknown as { ticket: string };
  const verified = await elsewhere.sealed<LoginValue>('POST', '/wps/session/login/verify', { ticket: verifyTicket, method: 'authenticator', answer: await codeAt(secret) });
  expect(verified.status).toBe(200);
  expect(verified.body.value.user).toMatchObject({ account: 'clickapp' });

  // The address is a known one now: the next click there goes straight in, as a password login would.
  const again = await spend(elsewhere, await oneClick('Dora'));
  expect(again.body.value).toMatchObject({ status: 'login', login: { user: { account: 'clickapp' } } });
});

test('an account without an authenticator still signs in with one click from a new address', async () => {
  await linkedMember('clickplain', 'Eve', '959428000002');
  const answer = await spend(clientFrom(server.url, '192.0.2.45'), await oneClick('Eve'));
  expect(answer.status).toBe(200);
  expect(answer.body.value).toMatchObject({ status: 'login', login: { user: { account: 'clickplain' } } });
});
