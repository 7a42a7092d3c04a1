import { solvedBotCheck } from './helpers/botCheck';
import { PNG } from 'pngjs';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function registration(username: string, captchaKey: string, captcha: string) {
  return { username, password: 'secret12', confirmPassword: 'secret12', captcha, captchaKey, registerUrl: 'http://localhost/', registerMethod: 'WEB', domain: 'localhost', login: true };
}

describe('GET /wps/captcha', () => {
  it('answers a real PNG picture as base64 without a data: prefix', async () => {
    const answer = await client.get<string>(`/wps/captcha?key=${newCaptchaKey()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.value.startsWith('data:')).toBe(false);
    const bytes = Buffer.from(answer.body.value, 'base64');
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height]).toEqual([120, 40]);
  });

  it('stores a 4-digit code for the key, replaced when the picture is refreshed', async () => {
    const key = newCaptchaKey();
    await client.get(`/wps/captcha?key=${key}`);
    const codes = new Set([await captchaCode(server, key)]);
    for (let i = 0; i < 4; i++) {
      await client.get(`/wps/captcha?key=${key}`);
      codes.add(await captchaCode(server, key));
    }
    for (const code of codes) expect(code).toMatch(/^[0-9]{4}$/);
    expect(codes.size).toBeGreaterThan(1);
  });

  it('refuses a missing or malformed key', async () => {
    const missing = await client.get('/wps/captcha');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'key' } });
    const short = await client.get('/wps/captcha?key=abc');
    expect(short.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'key' }, message: 'key: must be 8 to 64 letters, digits or dashes' });
  });

  it('is single use: a solved captcha cannot be used again', async () => {
    const key = newCaptchaKey();
    await client.get(`/wps/captcha?key=${key}`);
    const code = await captchaCode(server, key);
    const first = await client.sealed('PUT', '/wps/member/register', { ...registration('captchaone', key, code), botCheck: await solvedBotCheck(client, 'register') });
    expect(first.status).toBe(200);
    const again = await client.sealed('PUT', '/wps/member/register', { ...registration('captchatwo', key, code), botCheck: await solvedBotCheck(client, 'register') });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'captcha.invalid', message: 'Verification code is not valid' });
  });
});
