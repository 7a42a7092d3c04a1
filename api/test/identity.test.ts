import type { IdentityAuthorizeValue, IdentityProviders, IdentitySessionValue, LinkedIdentities, LoginValue } from '@portal/shared/contracts';
import http from 'node:http';
import { sql } from 'kysely';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { registerForm } from './helpers/forms';
import { callbackResult, localIdp, signInAtIdp, type LocalIdp } from './helpers/idp';
import { startServer, type TestServer } from './helpers/server';

/*
 * One-click sign-in against the real local OpenID provider (idp/server.mjs) in its own
 * process: authorization code with PKCE, the state and nonce checked, a code good for one exchange.
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

async function authorize(intent: 'login' | 'link', token?: string): Promise<URL> {
  const answer = await client.call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', { body: { provider: 'local', intent }, token });
  expect(answer.status).toBe(200);
  return new URL(answer.body.value.url);
}

/** The callback page the popup lands on, and what it hands its opener. */
async function land(callbackUrl: string) {
  const response = await fetch(callbackUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("script-src 'sha256-");
  return callbackResult(await response.text());
}

/** The whole popup: authorize, sign in at the provider as `login`, come back; the ticket. */
async function oneClick(login: string, intent: 'login' | 'link' = 'login', token?: string): Promise<string> {
  const result = await land(await signInAtIdp((await authorize(intent, token)).href, login));
  expect(result).toEqual({ type: 'portal-identity', ticket: expect.any(String) });
  return result.ticket as string;
}

const spend = (ticket: string) => client.call<IdentitySessionValue>('POST', '/wps/identity/session', { body: { ticket } });

test('the site offers its configured providers; a server with none offers no button', async () => {
  const answer = await client.get<IdentityProviders>('/wps/identity/providers');
  expect(answer.body.value.providers).toEqual([{ id: 'local', name: 'Portal ID (demo)', kind: 'oidc' }]);

  const bare = await startServer({ identityProviders: [] });
  try {
    expect((await new TestClient(bare.url).get<IdentityProviders>('/wps/identity/providers')).body.value.providers).toEqual([]);
    const refused = await new TestClient(bare.url).call('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'login' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This sign-in is not available on this site.');
  } finally {
    await bare.close();
  }
});

test('the popup goes to the provider with S256 PKCE, a state and a nonce of its own each time', async () => {
  const first = await authorize('login');
  const second = await authorize('login');
  expect(first.origin).toBe(idp.issuer);
  for (const url of [first, second]) {
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/wps/identity/callback`);
  }
  for (const name of ['state', 'nonce', 'code_challenge']) expect(first.searchParams.get(name)).not.toBe(second.searchParams.get(name));
});

test("the redirect URI is the site's configured address, whatever Host or X-Forwarded-Host a request names", async () => {
  // fetch keeps the Host of the URL, so a Host of the sender's choosing goes through node:http.
  const { port } = new URL(server.url);
  const forgedHost = await new Promise<string>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/wps/identity/authorize', headers: { ...client.defaults, Host: 'evil.example', 'Content-Type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve(text));
    });
    request.on('error', reject);
    request.end(JSON.stringify({ provider: 'local', intent: 'login' }));
  });
  const viaHost = (JSON.parse(forgedHost) as { value: IdentityAuthorizeValue }).value.url;
  expect(new URL(viaHost).searchParams.get('redirect_uri')).toBe(`${server.url}/wps/identity/callback`);

  // The test client plays a trusted proxy on loopback, so even a proxy's forwarded host is not believed.
  const forwarded = await client.call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', {
    body: { provider: 'local', intent: 'login' },
    headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  });
  expect(forwarded.status).toBe(200);
  expect(new URL(forwarded.body.value.url).searchParams.get('redirect_uri')).toBe(`${server.url}/wps/identity/callback`);

  const behindProxy = await startServer({ identityProviders: [idp.config], publicUrl: 'https://portal.example.test/' });
  try {
    const answer = await new TestClient(behindProxy.url).call<IdentityAuthorizeValue>('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'login' } });
    expect(new URL(answer.body.value.url).searchParams.get('redirect_uri')).toBe('https://portal.example.test/wps/identity/callback');
  } finally {
    await behindProxy.close();
  }
});

test('a new identity registers through the site form, then the same identity logs straight in', async () => {
  const ticket = await oneClick('Alice.Lin');
  const first = await spend(ticket);
  expect(first.status).toBe(200);
  expect(first.body.value).toMatchObject({
    status: 'register',
    login: null,
    ticket,
    profile: { provider: 'local', providerName: 'Portal ID (demo)', email: 'alice.lin@idp.local', name: 'Alice.Lin', suggestedUsername: 'alicelin' },
  });

  // The site's rules still apply: a bad username is refused and the ticket is kept for the retry.
  const bad = await client.sealed('PUT', '/wps/member/register', await registerForm(client, server, { username: '1x', identityTicket: ticket }));
  expect(bad.status).toBe(400);
  const registered = await client.sealed<LoginValue>('PUT', '/wps/member/register', await registerForm(client, server, { username: 'alicelin', identityTicket: ticket }));
  expect(registered.status).toBe(200);
  const memberId = await memberIdOf(server, 'alicelin');
  expect(registered.body.value.user.id).toBe(memberId);

  // The ticket made one account; it makes no second one.
  const again = await client.sealed('PUT', '/wps/member/register', await registerForm(client, server, { username: 'alicetwo', identityTicket: ticket }));
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('Login failure. Please try again.');

  // Next time: one click, logged in as that account, no form.
  const next = await spend(await oneClick('Alice.Lin'));
  expect(next.body.value.status).toBe('login');
  expect(next.body.value.login?.user).toMatchObject({ id: memberId, account: 'alicelin' });
  const info = await client.get<{ account: string }>('/wps/member/info', { token: next.body.value.login?.token });
  expect(info.body.value.account).toBe('alicelin');
});

test('a login ticket is spent once', async () => {
  const token = await client.tokenFor('demo', 'Demo1234');
  const linkTicket = await oneClick('demo-owner', 'link', token);
  expect((await client.call('POST', '/wps/identity/link', { body: { ticket: linkTicket }, token })).status).toBe(200);

  const ticket = await oneClick('demo-owner');
  expect((await spend(ticket)).body.value.status).toBe('login');
  const replay = await spend(ticket);
  expect(replay.status).toBe(400);
  expect(replay.body.message).toBe('Login failure. Please try again.');
});

test('a replayed callback, a replayed code, a forged state and a changed nonce all fail', async () => {
  const callbackUrl = await signInAtIdp((await authorize('login')).href, 'replayer');
  expect((await land(callbackUrl)).ticket).toBeDefined();
  // The same redirect again: its flow is spent.
  expect(await land(callbackUrl)).toEqual({ type: 'portal-identity', error: 'identity.failed' });

  // The spent code under a fresh flow's state: the state passes, the provider refuses the code.
  const fresh = await authorize('login');
  const replayedCode = new URL(callbackUrl);
  replayedCode.searchParams.set('state', fresh.searchParams.get('state') as string);
  expect(await land(replayedCode.href)).toEqual({ type: 'portal-identity', error: 'identity.failed' });

  // A state nobody issued.
  const forged = new URL(await signInAtIdp((await authorize('login')).href, 'forger'));
  forged.searchParams.set('state', 'a-state-the-portal-never-issued');
  expect(await land(forged.href)).toEqual({ type: 'portal-identity', error: 'identity.failed' });

  // The ID token's nonce no longer matches the flow's (as if the token were for another request).
  const request = await authorize('login');
  const signedIn = await signInAtIdp(request.href, 'nonce-check');
  await sql`UPDATE identity_flow SET nonce = 'another-nonce' WHERE used_at IS NULL`.execute(server.app.portal.db);
  expect(await land(signedIn)).toEqual({ type: 'portal-identity', error: 'identity.failed' });
});

test('a person who cancels at the provider comes back with the failure, and nothing is kept', async () => {
  const cancelled = await signInAtIdp((await authorize('login')).href, 'canceller', { cancel: true });
  expect(new URL(cancelled).searchParams.get('error')).toBe('access_denied');
  expect(await land(cancelled)).toEqual({ type: 'portal-identity', error: 'identity.failed' });
});

test('linking is the signed-in account’s, one way, once per provider, and an identity has one account', async () => {
  const guest = await client.call('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'link' } });
  expect(guest.status).toBe(401);
  const trial = await client.tokenFor('trial01', 'Trial1234');
  expect((await client.call('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'link' }, token: trial })).status).toBe(403);

  const owner = await client.sealed<LoginValue>('PUT', '/wps/member/register', await registerForm(client, server, { username: 'linkowner' }));
  const token = owner.body.value.token;
  const ticket = await oneClick('Bob', 'link', token);
  // A link ticket is not a login ticket.
  expect((await spend(ticket)).status).toBe(400);
  const linked = await client.call<LinkedIdentities>('POST', '/wps/identity/link', { body: { ticket }, token });
  expect(linked.status).toBe(200);
  expect(linked.body.value.identities).toEqual([{ provider: 'local', providerName: 'Portal ID (demo)', email: 'bob@idp.local', linkedTime: expect.any(String) }]);
  expect((await client.get<LinkedIdentities>('/wps/identity/links', { token })).body.value.identities).toHaveLength(1);

  // One identity per provider: a second link is refused before the popup opens.
  const second = await client.call('POST', '/wps/identity/authorize', { body: { provider: 'local', intent: 'link' }, token });
  expect(second.status).toBe(400);
  expect(second.body.message).toBe('Your account is already linked to a Portal ID (demo) account.');

  // Bob's identity now logs into linkowner.
  const login = await spend(await oneClick('Bob'));
  expect(login.body.value.login?.user.account).toBe('linkowner');

  // Another account cannot take Bob's identity, and its own link ticket cannot be spent by someone else.
  const other = await client.sealed<LoginValue>('PUT', '/wps/member/register', await registerForm(client, server, { username: 'linkother' }));
  const otherToken = other.body.value.token;
  const taken = await client.call('POST', '/wps/identity/link', { body: { ticket: await oneClick('Bob', 'link', otherToken) }, token: otherToken });
  expect(taken.status).toBe(400);
  expect(taken.body.message).toBe('This Portal ID (demo) account is already linked to another account.');
  const stolen = await client.call('POST', '/wps/identity/link', { body: { ticket: await oneClick('Carol', 'link', otherToken) }, token });
  expect(stolen.status).toBe(400);
  expect((await client.get<LinkedIdentities>('/wps/identity/links', { token: otherToken })).body.value.identities).toEqual([]);
});
