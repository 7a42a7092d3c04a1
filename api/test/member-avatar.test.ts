import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

/*
 * The member's avatar (`/wps/member/info/icon`). Uploads are judged by their bytes, not the
 * name or declared type, and re-encoded; presets are drawn by the API; only formal accounts set one.
 */

let server: TestServer;
let client: TestClient;
let demo: string;
let other: string;

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000 });
  client = new TestClient(server.url);
  demo = await client.tokenFor('demo', 'Demo1234');
  other = await client.tokenFor('kyawzin', 'Player1234');
});
afterAll(() => server.close());

interface Info {
  account: string;
  avatarUrl?: string;
}

const setIcon = (body: Record<string, unknown>, token: string | null = demo, language = 'EN') =>
  client.call<{ avatarUrl: string }>('POST', '/wps/member/info/icon', { token, body, headers: { Language: language } });
const infoOf = async (token: string) => (await client.get<Info>('/wps/member/info', { token })).body.value;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const picture = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** A real photo-like PNG: 600×400 with EXIF-free noise so it does not compress to nothing. */
async function pngOf(width: number, height: number, options: { noise?: boolean } = {}): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i += 1) raw[i] = options.noise ? Math.floor(Math.random() * 256) : (i * 7) % 256;
  return sharp(raw, { raw: { width, height, channels } }).png().toBuffer();
}

// validation.failed names its field, as every one of the platform's does.
const IMAGE_REFUSED = { status: 400, errorCode: 'validation.failed', message: 'image: The picture must be a PNG or JPG image of at most 1 MB.' };

describe('an upload is judged by its content', () => {
  it('accepts a PNG sent as a .jpg (declared image/jpeg), re-encodes it to a square PNG without metadata and answers it in the member info', async () => {
    const original = await sharp(await pngOf(600, 400)).withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } }).png().toBuffer();
    const answer = await setIcon({ image: dataUrl('image/jpeg', original) });
    expect(answer.status).toBe(200);
    const url = answer.body.value?.avatarUrl ?? '';
    expect(url).toMatch(/^\/wps\/member\/avatar\/[0-9a-f]{32}\.png$/);
    expect((await infoOf(demo))?.avatarUrl).toBe(url);

    const served = await picture(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(served.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ format: 'png', width: AVATAR_SIZE, height: AVATAR_SIZE, exif: undefined });
    expect(served.bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    expect(served.bytes.equals(original)).toBe(false);
  });

  it('accepts a JPEG and serves it as PNG', async () => {
    const jpeg = await sharp(await pngOf(300, 500)).jpeg().toBuffer();
    const answer = await setIcon({ image: dataUrl('image/png', jpeg) });
    expect(answer.status).toBe(200);
    const meta = await sharp((await picture(answer.body.value?.avatarUrl ?? '')).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', AVATAR_SIZE, AVATAR_SIZE]);
  });

  it('refuses a script renamed .png, a PNG header on garbage and a cut-off picture, in the language asked for, and keeps the avatar', async () => {
    const before = (await infoOf(demo))?.avatarUrl;
    const script = Buffer.from('<script>alert(document.cookie)</script>\n#!/bin/sh\nrm -rf /\n');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
    const whole = await pngOf(200, 200, { noise: true });
    for (const bytes of [script, fakePng, whole.subarray(0, Math.floor(whole.length / 2))]) {
      const answer = await setIcon({ image: dataUrl('image/png', bytes) });
      expect({ status: answer.status, errorCode: answer.body.errorCode, message: answer.body.message }).toEqual(IMAGE_REFUSED);
    }
    const inChinese = await setIcon({ image: dataUrl('image/png', script) }, demo, 'CN');
    expect(inChinese.body.message).toBe('image: 图片必须是不超过 1 MB 的 PNG 或 JPG 图像。');
    expect((await infoOf(demo))?.avatarUrl).toBe(before);
  });

  it('refuses a picture over 1 MB, and keeps the avatar', async () => {
    const before = (await infoOf(demo))?.avatarUrl;
    const big = await pngOf(700, 700, { noise: true });
    expect(big.length).toBeGreaterThan(AVATAR_MAX_BYTES);
    const answer = await setIcon({ image: dataUrl('image/png', big) });
    expect({ status: answer.status, errorCode: answer.body.errorCode, message: answer.body.message }).toEqual(IMAGE_REFUSED);
    expect((await infoOf(demo))?.avatarUrl).toBe(before);
  });
});

describe('presets', () => {
  it('sets a drawn picture, served as a PNG of the avatar size; an unknown name is refused', async () => {
    const answer = await setIcon({ preset: 'lotus' });
    expect(answer.status).toBe(200);
    const url = answer.body.value?.avatarUrl ?? '';
    expect(url).toMatch(/^\/wps\/member\/avatar\/preset\/lotus\.png\?v=\d+$/);
    expect((await infoOf(demo))?.avatarUrl).toBe(url);
    // The next login's answer carries it too, so the header shows it from the first paint.
    const login = await client.sealed<{ user: { avatarUrl?: string } }>('POST', '/wps/session/login', { username: 'demo', password: 'Demo1234' });
    expect(login.body.value.user.avatarUrl).toBe(url);
    const served = await picture(url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', AVATAR_SIZE, AVATAR_SIZE]);

    expect((await setIcon({ preset: 'skull' })).status).toBe(400);
    expect((await setIcon({})).status).toBe(400);
    expect((await picture('/wps/member/avatar/preset/skull.png')).status).toBe(404);
  });

  it('a replaced upload is no longer served', async () => {
    const first = await setIcon({ image: dataUrl('image/png', await pngOf(64, 64)) });
    const url = first.body.value?.avatarUrl ?? '';
    expect((await picture(url)).status).toBe(200);
    await setIcon({ preset: 'sun' });
    expect((await picture(url)).status).toBe(404);
  });
});

describe('who may set it', () => {
  it('refuses a guest (401) and a trial account (403 member.trial)', async () => {
    expect((await setIcon({ preset: 'sun' }, null)).status).toBe(401);
    const trial = await client.tokenFor('trial01', 'Trial1234');
    const answer = await setIcon({ preset: 'sun' }, trial);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'member.trial']);
    expect((await infoOf(trial))?.avatarUrl).toBeUndefined();
  });

  it("a member sets only its own: naming another member in the body changes the caller's avatar, never the other's", async () => {
    await setIcon({ preset: 'moon' }, demo);
    const demoUrl = (await infoOf(demo))?.avatarUrl;
    const demoId = (await client.get<{ id: number }>('/wps/member/info', { token: demo })).body.value?.id;
    const named = await setIcon({ preset: 'star', memberId: demoId, account: 'demo' }, other);
    expect(named.status).toBe(200);
    expect((await infoOf(other))?.avatarUrl).toBe(named.body.value?.avatarUrl);
    expect((await infoOf(demo))?.avatarUrl).toBe(demoUrl);
    const own = await setIcon({ image: dataUrl('image/png', await pngOf(80, 80)) }, other);
    expect(own.status).toBe(200);
    expect((await infoOf(other))?.avatarUrl).toBe(own.body.value?.avatarUrl);
    expect((await infoOf(demo))?.avatarUrl).toBe(demoUrl);
  });
});
