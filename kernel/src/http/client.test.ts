/** @jest-environment node */
// The client against a real HTTP server on localhost: nothing of fetch or the network is mocked. The
// calls go through `http.call`, the only way to call, with endpoints of this test's own (each names
// schemas of the contract only for its types; the wire server answers what the test needs).
import { createServer } from 'node:net';
import { bus, claimShellWriter, type PortalCommand } from '../bus';
import type { EndpointSpec } from '@portal/shared/contracts';
import my from '../locales/my.json';
import { fail, ok, WireServer } from './testing/wireServer';
import { ApiError, configureHttp, http } from '.';

const writer = claimShellWriter();
const server = new WireServer();
let baseURL = '';

const member = { id: 1, account: 'demo01', nickname: 'Demo', type: 0 } as const;
const logIn = (token: string) => writer.setSession({ isLogin: true, isAgent: false, isTrial: false, member, token });
const logOut = () => writer.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });

/** Commands sent on the bus while `action` runs. */
async function commandsDuring(action: () => Promise<unknown>): Promise<PortalCommand[]> {
  const seen: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((command) => seen.push(command));
  try {
    await action().catch(() => undefined);
  } finally {
    subscription.unsubscribe();
  }
  return seen;
}

/** A port with nothing listening on it: the API is down. */
async function deadOrigin(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

// The test's endpoints: how each call travels (T, E, form, headers) is the endpoint's, as in the contract.
const status = { method: 'GET', path: '/wps/system/status', query: 'CaptchaQuery', answer: 'SystemStatus' } as const satisfies EndpointSpec;
const publicStatus = { method: 'GET', path: '/wps/system/status', answer: 'SystemStatus' } as const satisfies EndpointSpec;
const memberInfo = { method: 'GET', path: '/wps/member/info', auth: true, roles: ['member', 'agent'], answer: 'SessionUser' } as const satisfies EndpointSpec;
const gameList = { method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: 'optional', answer: 'GamePage' } as const satisfies EndpointSpec;
const feedback = { method: 'POST', path: '/wps/member/feedback', body: 'FeedbackBody', answer: 'Null' } as const satisfies EndpointSpec;
const balance = { method: 'GET', path: '/wps/v2/wallets/balance', auth: true, roles: ['member', 'agent'], answer: 'WalletBalance' } as const satisfies EndpointSpec;
const broken = { method: 'GET', path: '/wps/broken', answer: 'Null' } as const satisfies EndpointSpec;
const dropped = { method: 'GET', path: '/wps/dropped', answer: 'Null' } as const satisfies EndpointSpec;
const slow = { method: 'GET', path: '/wps/slow', answer: 'Text' } as const satisfies EndpointSpec;
const protection = { method: 'GET', path: '/wps/member/protection', auth: true, roles: ['member', 'agent'], answer: 'Null' } as const satisfies EndpointSpec;
const readMessage = { method: 'PUT', path: '/wps/member/messages/:id/read', auth: true, roles: ['member', 'agent'], params: 'MessageIdParams', body: 'CaptchaQuery', answer: 'UnreadCount' } as const satisfies EndpointSpec;
const removeFavorite = { method: 'DELETE', path: '/wps/member/favorites/:id', params: 'MessageIdParams', query: 'CaptchaQuery', answer: 'Null' } as const satisfies EndpointSpec;
const emailForm = { method: 'POST', path: '/wps/member/password/email', form: true, body: 'ForgotByEmailBody', answer: 'Null' } as const satisfies EndpointSpec;
const login = { method: 'POST', path: '/wps/session/login', encrypt: true, body: 'LoginBody', answer: 'LoginValue' } as const satisfies EndpointSpec;
const loginV3 = { ...login, headers: { 'X-Gateway-Version': '3', Encryption: 'forged' } } as const satisfies EndpointSpec;
const register = { method: 'PUT', path: '/wps/member/register', encrypt: true, body: 'RegisterBody', answer: 'LoginValue' } as const satisfies EndpointSpec;

let protectionAsked: () => void = () => {};
let answerProtection: () => void = () => {};
let protectionAnswered = Promise.resolve();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  baseURL = await server.start();
  server.route('GET', '/wps/system/status', () => ok({ status: 0, title: '', message: '', maintenanceEnd: null }));
  server.route('GET', '/wps/member/info', (request) =>
    request.headers.authorization === 'tok-123'
      ? ok(member)
      : request.headers.authorization === 'limit-reached'
        ? fail(401, 'protection.session.limit', 'You have reached your session time limit; please log in again later')
        : fail(401, 'login.not.session', 'You are not logged in, please login'),
  );
  server.route('GET', '/wps/relay/GCSGAME_gameList', () => ok({ content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalElements: 0 }));
  server.route('POST', '/wps/member/feedback', () =>
    fail(400, 'validation.failed', 'description: must be 20 to 200 characters', { field: 'description' }),
  );
  server.route('GET', '/wps/v2/wallets/balance', () => ({ status: 502, body: '<html>Bad Gateway</html>' }));
  server.route('GET', '/wps/broken', () => ({ status: 500, body: '<html>oops</html>' }));
  server.route('GET', '/wps/dropped', () => 'drop');
  // unref: the pending answer of an aborted call must not keep jest alive after the server stops.
  server.route('GET', '/wps/slow', () => new Promise((resolve) => setTimeout(() => resolve(ok('late')), 1_000).unref()));
  server.encryptedRoute('POST', '/wps/session/login', (payload) => ok({ token: 'tok-123', echo: payload }));
  server.encryptedRoute('PUT', '/wps/member/register', (payload) => ok({ echo: payload }));
  // Answers once the test lets it (`answerProtection`), the session it was asked in gone by then.
  server.route('GET', '/wps/member/protection', () => {
    protectionAsked();
    return protectionAnswered.then(() => fail(401, 'login.not.session', 'You are not logged in, please login'));
  });
  server.route('POST', '/wps/member/password/email', () => ok(null));
  server.route('PUT', '/wps/member/messages/7/read', () => ok({ count: 2 }));
  server.route('DELETE', '/wps/member/favorites/a%2Fb', () => ok(null));
});

afterAll(() => server.stop());

beforeEach(() => {
  configureHttp({ baseURL, merchant: 'DEMO' });
  writer.setLanguage('EN');
  logOut();
});

describe('headers', () => {
  it('sends Merchant, Language and Device on every call, and no Authorization on a public call', async () => {
    logIn('tok-123');
    writer.setLanguage('CN');
    await http.call(status, { key: 'abc' });

    const request = server.requests.at(-1)!;
    expect(request.headers.merchant).toBe('DEMO');
    expect(request.headers.language).toBe('CN');
    expect(request.headers.device).toBe('web');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.query.get('key')).toBe('abc');
  });

  it("sends the browser's Device-Id once the shell configured one, and none before", async () => {
    await http.call(status, { key: 'abc' });
    expect(server.requests.at(-1)!.headers['device-id']).toBeUndefined();
    configureHttp({ baseURL, merchant: 'DEMO', deviceId: 'b7c1e0d2-browser' });
    try {
      await http.call(status, { key: 'abc' });
      expect(server.requests.at(-1)!.headers['device-id']).toBe('b7c1e0d2-browser');
    } finally {
      configureHttp({ baseURL, merchant: 'DEMO' });
    }
  });

  it('sends the raw session token as Authorization on a T call', async () => {
    logIn('tok-123');
    await http.call(memberInfo);
    expect(server.requests.at(-1)!.headers.authorization).toBe('tok-123');
  });

  it('makes an optional-token call with the token when there is one and without it when there is none', async () => {
    logIn('tok-123');
    await http.call(gameList);
    expect(server.requests.at(-1)!.headers.authorization).toBe('tok-123');
    logOut();
    const before = server.requests.length;
    await http.call(gameList);
    expect(server.requests).toHaveLength(before + 1);
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
  });
});

describe('answers', () => {
  it('resolves with the envelope value', async () => {
    logIn('tok-123');
    await expect(http.call(memberInfo)).resolves.toEqual(member);
  });

  it('rejects a success:false envelope with its status, code, message, field and value', async () => {
    const error = await rejection(http.call(feedback, { content: 'short', type: 0 }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation.failed',
      message: 'description: must be 20 to 200 characters',
      field: 'description',
      value: { field: 'description' },
    });
  });

  it('on 401 rejects as not logged in and tells the shell the session expired', async () => {
    logIn('revoked-token');
    let error: ApiError | undefined;
    const commands = await commandsDuring(async () => {
      error = await rejection(http.call(memberInfo));
    });
    expect(error).toMatchObject({ status: 401, code: 'login.not.session', message: 'You are not logged in, please login' });
    expect(commands).toEqual([{ type: 'sessionExpired', message: 'You are not logged in, please login' }]);
  });

  it('on a 401 to a call made before the member logged out, rejects without telling the shell: no login popup after a logout', async () => {
    logIn('tok-123');
    const asked = new Promise<void>((resolve) => (protectionAsked = resolve));
    protectionAnswered = new Promise<void>((resolve) => (answerProtection = resolve));
    let error: ApiError | undefined;
    const commands = await commandsDuring(async () => {
      const pending = rejection(http.call(protection));
      await asked;
      logOut();
      answerProtection();
      error = await pending;
    });
    expect(error).toMatchObject({ status: 401, code: 'login.not.session' });
    expect(commands).toEqual([]);
  });

  it("on a 401 with the server's own reason passes the reason on, to the caller and to the shell", async () => {
    logIn('limit-reached');
    let error: ApiError | undefined;
    const commands = await commandsDuring(async () => {
      error = await rejection(http.call(memberInfo));
    });
    const reason = 'You have reached your session time limit; please log in again later';
    expect(error).toMatchObject({ status: 401, code: 'protection.session.limit', message: reason });
    expect(commands).toEqual([{ type: 'sessionExpired', message: reason }]);
  });

  it('fails a T call without a token the same way, without asking the server', async () => {
    writer.setLanguage('MY');
    const before = server.requests.length;
    let error: ApiError | undefined;
    const commands = await commandsDuring(async () => {
      error = await rejection(http.call(memberInfo));
    });
    expect(error).toMatchObject({ status: 401, code: 'login.not.session', message: my.errors.notLoggedIn });
    expect(commands).toEqual([{ type: 'sessionExpired', message: my.errors.notLoggedIn }]);
    expect(server.requests.length).toBe(before);
  });

  it('reads an answer without the envelope: a gateway error is a network problem, anything else unknown', async () => {
    logIn('tok-123');
    await expect(rejection(http.call(balance))).resolves.toMatchObject({
      status: 502,
      code: 'network',
      message: 'Network link is abnormal, please try again',
    });
    await expect(rejection(http.call(broken))).resolves.toMatchObject({
      status: 500,
      code: 'unknown',
      message: 'An unknown error occured.',
    });
  });
});

describe('no answer', () => {
  it('reports a server that is down as a network failure, in the user language', async () => {
    configureHttp({ baseURL: await deadOrigin(), merchant: 'DEMO' });
    await expect(rejection(http.call(publicStatus))).resolves.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Network link is abnormal, please try again',
    });

    writer.setLanguage('MY');
    const error = await rejection(http.call(publicStatus));
    expect(error.message).toBe(my.errors.network);
    expect(error.message).toBe('ကွန်ရက်ချိတ်ဆက်မှု ပုံမှန်မဟုတ်ပါ၊ ထပ်မံကြိုးစားပါ');
  });

  it('reports a dropped connection as a network failure', async () => {
    await expect(rejection(http.call(dropped))).resolves.toMatchObject({ status: 0, code: 'network' });
  });

  it('tells an abort by the caller apart from a network failure', async () => {
    const controller = new AbortController();
    const call = http.call(slow, undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(rejection(call)).resolves.toMatchObject({ status: 0, code: 'aborted' });
  });
});

describe('the input', () => {
  it("fills the path's :params from the input, encoded, and sends the rest as the body or the query", async () => {
    logIn('tok-123');
    await expect(http.call(readMessage, { id: 7, key: 'k1' })).resolves.toEqual({ count: 2 });
    const put = server.requests.at(-1)!;
    expect(put.path).toBe('/wps/member/messages/7/read');
    expect(JSON.parse(put.rawBody)).toEqual({ key: 'k1' });
    expect(put.headers.authorization).toBe('tok-123');

    await expect(http.call(removeFavorite, { id: 'a/b' as unknown as number, key: 'k2' })).resolves.toBeNull();
    const removed = server.requests.at(-1)!;
    expect(removed.path).toBe('/wps/member/favorites/a%2Fb');
    expect(Object.fromEntries(removed.query)).toEqual({ key: 'k2' });
  });
});

describe('form-encoded calls', () => {
  it('send the body as form fields, leaving out empty ones, and read the envelope as usual', async () => {
    const body = { username: 'demo', email: 'demo+1@example.com', note: undefined, tries: 2 };
    await expect(http.call(emailForm, body)).resolves.toBeNull();
    const sent = server.requests.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.rawBody).toBe('username=demo&email=demo%2B1%40example.com&tries=2');
    expect(Object.fromEntries(new URLSearchParams(sent.rawBody))).toEqual({ username: 'demo', email: 'demo+1@example.com', tries: '2' });
  });
});

describe('E calls', () => {
  const credentials = { type: 'username', username: 'demo01', password: 's3cret-Pass' } as const;

  it('encrypt the payload so the server decrypts it per the wire contract, fetching the key once', async () => {
    const keyFetchesBefore = server.count('GET', '/wps/session/key/rsa');

    const loggedIn = await http.call(login, credentials);
    const loginRequest = server.requests.at(-1)!;
    const registered = await http.call(register, { username: 'newbie', login: true });

    expect(loggedIn).toEqual({ token: 'tok-123', echo: credentials });
    expect(registered).toEqual({ echo: { username: 'newbie', login: true } });
    expect(server.count('GET', '/wps/session/key/rsa') - keyFetchesBefore).toBe(1);

    // On the wire: only { value } in the body, the wrapped key in the header, no plain text.
    expect(Object.keys(JSON.parse(loginRequest.rawBody) as object)).toEqual(['value']);
    expect(loginRequest.headers.encryption).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(String(loginRequest.headers.encryption), 'base64')).toHaveLength(256);
    expect(loginRequest.rawBody).not.toContain('s3cret-Pass');
  });

  it('sends the headers a call asks for beside the encryption, which the caller cannot replace', async () => {
    await http.call(loginV3, credentials);
    const sent = server.requests.at(-1)!;
    expect(sent.headers['x-gateway-version']).toBe('3');
    expect(Buffer.from(String(sent.headers.encryption), 'base64')).toHaveLength(256);
  });

  it('fetch a fresh key and retry once when the server no longer knows the cached one', async () => {
    await http.call(login, credentials); // key cached
    const keyFetchesBefore = server.count('GET', '/wps/session/key/rsa');
    server.rotateKeys();

    await expect(http.call(login, credentials)).resolves.toMatchObject({
      echo: credentials,
    });
    expect(server.count('GET', '/wps/session/key/rsa') - keyFetchesBefore).toBe(1);
  });

  it('retry a failed key fetch on the next E call', async () => {
    configureHttp({ baseURL: await deadOrigin(), merchant: 'DEMO' });
    await expect(rejection(http.call(login, credentials))).resolves.toMatchObject({
      code: 'network',
    });

    configureHttp({ baseURL, merchant: 'DEMO' });
    const keyFetchesBefore = server.count('GET', '/wps/session/key/rsa');
    await expect(http.call(login, credentials)).resolves.toMatchObject({
      token: 'tok-123',
    });
    expect(server.count('GET', '/wps/session/key/rsa') - keyFetchesBefore).toBe(1);
  });
});
