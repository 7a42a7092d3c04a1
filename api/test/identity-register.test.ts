import type { IdentityAuthorizeValue, IdentitySessionValue, LoginValue, MemberInfo } from '@portal/shared/contracts';
import { sql } from 'kysely';
import { solvedBotCheck } from './helpers/botCheck';
import { TestClient } from './helpers/client';
import { clientFrom, registerForm } from './helpers/forms';
import { readSetting, writeSetting } from './helpers/outbox';
import { memberIdOf, rows } from './helpers/db';
import { callbackResult, localIdp, signInAtIdp, type LocalIdp } from './helpers/idp';
import { startServer, type TestServer } from './helpers/server';

/*
 * A new one-click identity makes its account with a username and the terms only (PUT
 * /wps/identity/register): no password, no captcha, against the real local provider in its own
 * process. The account has no password a login could find; it sets one from the security centre.
 */

let idp: LocalIdp;
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  idp = await localIdp();
  server = await startServer({ authRateLimit: 1000, identityProviders: [idp.config] });
  await idp.start([`${server.url}/wps/identity/callback`]);
  client = new TestClient(server.url);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** The whole popup: authorize, sign in at the provider as `login`, come back; the callback's ticket. */
async function oneClick(login: string): Promise<string> {
  const answer = await client.call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'login' } });
  const landed = await fetch(await signInAtIdp(answer.body.value.url, login));
  const result = callbackResult(await landed.text());
  if (!result.ticket) throw new Error(`no ticket: ${JSON.stringify(result)}`);
  return result.ticket;
}

/** The short step, as the shell sends it: the ticket, a username, the terms box, a bot-check proof. */
async function signUp(ticket: string, fields: Record<string, unknown>) {
  return client.sealed<LoginValue>('PUT', '/wps/identity/register', {
    ticket,
    terms: true,
    registerUrl: 'http://localhost:8080/',
    domain: 'localhost',
    botCheck: await solvedBotCheck(client, 'register'),
    ...fields,
  });
}

const spend = (ticket: string) => client.call<IdentitySessionValue>('POST', '/wps/identity/session', { body: { ticket } });
const changePassword = (token: string, body: Record<string, unknown>) => client.sealed('POST', '/wps/member/password', body, { token });

test('a new identity signs up with a username and the terms, no password; its password login fails like a wrong one', async () => {
  const ticket = await oneClick('Nora.Win');
  expect((await spend(ticket)).body.value).toMatchObject({ status: 'register', profile: { suggestedUsername: 'norawin' } });

  const made = await signUp(ticket, { username: 'norawin', affiliateCode: 'AG1001' });
  expect(made.status).toBe(200);
  expect(made.body.value.user).toMatchObject({ account: 'norawin', nickname: 'norawin', type: 0 });
  expect(made.body.value.passwordExpired).toBe(false);
  const token = made.body.value.token;

  // Made as a registration makes one: under the invitation code's agent, self-registered, the provider's e-mail kept.
  const memberId = await memberIdOf(server, 'norawin');
  const [member] = await rows<{ parent: string; origin: string; email: string | null; password_set: number }>(
    server,
    sql`select p.account as parent, m.origin, m.email, m.password_set from member m join member p on p.id = m.parent_id where m.id = ${memberId}`,
  );
  expect(member).toEqual({ parent: 'agent01', origin: 'SELF', email: 'nora.win@idp.local', password_set: 0 });
  const linked = await client.get<{ identities: Array<{ provider: string; email: string }> }>('/wps/identity/links', { token });
  expect(linked.body.value.identities).toEqual([expect.objectContaining({ provider: 'local', email: 'nora.win@idp.local' })]);
  const info = await client.get<MemberInfo>('/wps/member/info', { token });
  expect(info.body.value.passwordSet).toBe(false);

  // No password to find: any password is refused with the very answer a wrong password gets.
  const guessed = await client.login('norawin', 'Secret123');
  const wrong = await client.login('demo', 'NotThePassword1');
  expect(guessed.status).toBe(400);
  expect(guessed.body).toEqual(wrong.body);
  expect((await client.login('norawin', '')).status).toBe(400);

  // Next time the identity logs straight in.
  const next = await spend(await oneClick('Nora.Win'));
  expect(next.body.value).toMatchObject({ status: 'login', login: { user: { id: memberId } } });
});

test('an account without a password sets its first one without an old one; then it has one like any account', async () => {
  const made = await signUp(await oneClick('Set.First'), { username: 'setfirst' });
  const token = made.body.value.token;
  expect((await changePassword(token, { newPassword: 'has space', confirmNewPassword: 'has space' })).status).toBe(400);
  expect((await changePassword(token, { newPassword: 'First123', confirmNewPassword: 'First123' })).status).toBe(200);
  expect((await client.get<MemberInfo>('/wps/member/info', { token })).body.value.passwordSet).toBe(true);
  expect((await client.login('setfirst', 'First123')).status).toBe(200);
  // Now the old one is asked, as for every account with a password.
  const missing = await changePassword(token, { newPassword: 'Second123', confirmNewPassword: 'Second123' });
  expect(missing.body).toMatchObject({ value: { field: 'oldPassword' }, message: 'oldPassword: input cannot be empty' });
});

test("the username follows the site's rule and must be free; the terms must be ticked; a refused step keeps its ticket", async () => {
  const ticket = await oneClick('Rule.Check');
  const badName = await signUp(ticket, { username: '1x' });
  expect(badName.status).toBe(400);
  expect(badName.body).toMatchObject({ value: { field: 'username' }, message: 'username: must be 4 to 16 letters or digits, starting with a letter' });
  const taken = await signUp(ticket, { username: 'Demo' });
  expect(taken.body).toMatchObject({ errorCode: 'member.account.exists', value: { field: 'username' } });
  const unticked = await signUp(ticket, { username: 'rulecheck', terms: false });
  expect(unticked.status).toBe(400);
  expect(unticked.body).toMatchObject({ value: { field: 'terms' }, message: 'terms: Please agree to the User Agreement' });
  const noBotCheck = await client.sealed('PUT', '/wps/identity/register', { ticket, username: 'rulecheck', terms: true });
  expect(noBotCheck.body.errorCode).toBe('botcheck.invalid');
  expect(await rows(server, sql`select id from member where account = 'rulecheck'`)).toEqual([]);

  expect((await signUp(ticket, { username: 'rulecheck' })).status).toBe(200);
});

test('an identity makes one account: its ticket is spent, and two tickets of it at once make one', async () => {
  const ticket = await oneClick('Only.Once');
  expect((await signUp(ticket, { username: 'onlyonce' })).status).toBe(200);
  const again = await signUp(ticket, { username: 'onlytwice' });
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('Login failure. Please try again.');

  // Two popups of one new identity, both sent at once: one account, the other refused.
  const [first, second] = [await oneClick('Twin.Tab'), await oneClick('Twin.Tab')];
  const [a, b] = await Promise.all([signUp(first, { username: 'twintaba' }), signUp(second, { username: 'twintabb' })]);
  expect([a.status, b.status].sort()).toEqual([200, 400]);
  const made = await rows<{ account: string }>(server, sql`select account from member where account in ('twintaba', 'twintabb')`);
  expect(made).toHaveLength(1);
  // The refused one left nothing behind, and the ticket of a known identity registers nothing.
  expect((await signUp(await oneClick('Twin.Tab'), { username: 'twintabc' })).status).toBe(400);
});

/** The provider's first page for a portal in `language`: its authorization URL, followed with the browser's cookies. */
async function providerPage(language: string): Promise<{ url: URL; status: number; html: string }> {
  const visitor = clientFrom(server.url, '198.51.100.7', language);
  const answer = await visitor.call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'login' } });
  const url = new URL(answer.body.value.url);
  const first = await fetch(url, { redirect: 'manual' });
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const shown = await fetch(new URL(first.headers.get('location') ?? '', url), { headers: { cookie } });
  return { url, status: shown.status, html: await shown.text() };
}

test("the provider's pages speak the portal's language, and show no debug output", async () => {
  const burmese = await providerPage('MY');
  expect(burmese.url.searchParams.get('ui_locales')).toBe('my');
  expect(burmese.status).toBe(200);
  expect(burmese.html).toContain('<html lang="my">');
  expect(burmese.html).toContain('Portal ID သို့ ဝင်ရောက်ပါ');
  expect(burmese.html).not.toMatch(/DEBUG/i);

  const chinese = await providerPage('CN');
  expect(chinese.url.searchParams.get('ui_locales')).toBe('zh-CN');
  expect(chinese.html).toContain('<html lang="zh-CN">');
  expect(chinese.html).toContain('登录 Portal ID');

  // Its errors too: by Accept-Language when the request names no language, the code only.
  const lost = await fetch(`${idp.issuer}/interaction/no-such-step`, { headers: { 'accept-language': 'my-MM,my;q=0.9' } });
  expect(lost.status).toBe(400);
  const lostPage = await lost.text();
  expect(lostPage).toContain('ဝင်ရောက်မှုကို ဆက်လုပ်၍ မရပါ');
  const refused = await fetch(`${idp.issuer}/auth?client_id=nobody&response_type=code&scope=openid&ui_locales=en`);
  const refusedPage = await refused.text();
  expect(refusedPage).toContain('The sign-in could not go on');
  for (const html of [lostPage, refusedPage]) expect(html).not.toMatch(/DEBUG|oops|client_id/i);
});

test('a site whose form requires more than a username refuses the short step; the identity registers through the form', async () => {
  const before = await readSetting(server, 'registerFields');
  await writeSetting(server, 'registerFields', { ...(before as object), payeeName: { enabled: true, required: true } });
  try {
    const ticket = await oneClick('Needs.More');
    const refused = await signUp(ticket, { username: 'needsmore' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('function.disabled');
    expect(await rows(server, sql`select id from member where account = 'needsmore'`)).toEqual([]);
    // The ticket is kept: the site's form, its rules and its password, makes the account.
    const form = await registerForm(client, server, { username: 'needsmore', payeeName: 'Needs More', identityTicket: ticket });
    expect((await client.sealed('PUT', '/wps/member/register', form)).status).toBe(200);
    const [made] = await rows<{ password_set: number }>(server, sql`select password_set from member where account = 'needsmore'`);
    expect(made).toEqual({ password_set: 1 });
  } finally {
    await writeSetting(server, 'registerFields', before);
  }
});
