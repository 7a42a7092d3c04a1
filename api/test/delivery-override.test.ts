import { OVERRIDE_COOKIE } from '@portal/shared/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser, cdnFetch, opsApi, publish, writeFileRegistry } from './delivery-helpers';

/*
 * Per-browser overrides. A signed link from ops pins one remote in the browser that opens
 * it (an httpOnly cookie) until it expires; a forged or expired link or cookie is ignored.
 */
let server: TestServer;
let ops: ReturnType<typeof opsApi>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, deliveryManifestFetch: cdnFetch() });
  ops = opsApi(new TestClient(server.url));
  await writeFileRegistry(server);
  await publish(server, 'mfe-lottery', ['1.1.0']);
});
afterAll(() => server.close());

async function open(browser: Browser, url: string): Promise<Response> {
  const response = await browser.fetch(url);
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/');
  return response;
}

describe('override links', () => {
  it('pins the opening browser to the version while the rollout is at 0%, until it clears', async () => {
    expect((await ops.canary('mfe-lottery', '1.1.0', 0)).status).toBe(200);
    const link = (await ops.overrideLink('mfe-lottery', '1.1.0', 30)).body.value;
    expect(link.url).toMatch(/^\/wps\/remotes\/override\?token=[\w-]+\.[\w-]+$/);
    expect(Math.abs(Date.parse(link.expiresAt) - (Date.now() + 30 * 60_000))).toBeLessThan(10_000);

    const tester = new Browser(server);
    const landing = await open(tester, link.url);
    const cookie = landing.headers.getSetCookie().find((line) => line.startsWith(`${OVERRIDE_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(29 * 60);
    expect((await tester.registry())['mfe-lottery']).toMatchObject({ entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'override' });
    // Other remotes, and other browsers, are not pinned.
    expect((await tester.registry())['mfe-games']!.channel).toBe('stable');
    expect((await new Browser(server).registry())['mfe-lottery']).toMatchObject({ version: '1.0.0', channel: 'stable' });

    // A second link adds to the set.
    await open(tester, (await ops.overrideLink('mfe-games', '2.0.0')).body.value.url);
    const both = await tester.registry();
    expect([both['mfe-lottery']!.version, both['mfe-games']!.version]).toEqual(['1.1.0', '2.0.0']);

    const cleared = await tester.fetch('/wps/remotes/override/clear', { method: 'POST' });
    expect(cleared.status).toBe(200);
    expect((await tester.registry())['mfe-lottery']!.channel).toBe('stable');
  });

  it('ignores a forged or tampered token, and a forged cookie', async () => {
    const link = (await ops.overrideLink('mfe-lottery', '1.1.0')).body.value;
    const token = link.url.split('token=')[1]!;
    const [payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ remote: 'mfe-lottery', version: '6.6.6', entry: 'https://evil.example/x.json', exp: Date.now() + 3_600_000 })).toString('base64url');
    for (const bad of [`${forgedPayload}.${signature}`, `${payload}.${signature!.slice(0, -2)}AA`, payload!, 'garbage', '']) {
      const browser = new Browser(server);
      const landing = await open(browser, `/wps/remotes/override?token=${bad}`);
      expect(landing.headers.getSetCookie().some((line) => line.startsWith(OVERRIDE_COOKIE))).toBe(false);
      expect((await browser.registry())['mfe-lottery']!.channel).not.toBe('override');
    }
    const forger = new Browser(server);
    forger.cookies.set(OVERRIDE_COOKIE, `${Buffer.from(JSON.stringify([{ remote: 'mfe-lottery', version: '6.6.6', entry: 'https://evil.example/x.json', exp: Date.now() + 3_600_000 }])).toString('base64url')}.${signature}`);
    expect((await forger.registry())['mfe-lottery']!.version).not.toBe('6.6.6');
  });

  it('ignores an expired link and lets a pinned cookie lapse when its time is up', async () => {
    const link = (await ops.overrideLink('mfe-lottery', '1.1.0', 1)).body.value;
    const browser = new Browser(server);
    await open(browser, link.url);
    expect((await browser.registry())['mfe-lottery']!.channel).toBe('override');
    const realNow = Date.now;
    Date.now = () => realNow() + 2 * 60_000;
    try {
      expect((await browser.registry())['mfe-lottery']!.channel).not.toBe('override');
      const late = new Browser(server);
      const landing = await open(late, link.url);
      expect(landing.headers.getSetCookie().some((line) => line.startsWith(OVERRIDE_COOKIE))).toBe(false);
    } finally {
      Date.now = realNow;
    }
  });

  it("lets the page's CSP load a valid override's origin, and only in that browser", async () => {
    await fs.mkdir(server.shellDir, { recursive: true });
    await fs.writeFile(path.join(server.shellDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const tester = new Browser(server);
    const cdnLink = await new TestClient(server.url).call<{ url: string }>('POST', '/wps/admin/remotes/override-link', {
      headers: { 'Admin-Token': ADMIN_TOKEN },
      body: { remote: 'mfe-lottery', version: '1.2.0', entry: 'https://team-cdn.example/mfe-lottery/1.2.0/mf-manifest.json', minutes: 10, actor: 'tester' },
    });
    await open(tester, cdnLink.body.value.url);
    const csp = async (browser: Browser) => (await browser.fetch('/lottery')).headers.get('content-security-policy') ?? '';
    expect(await csp(tester)).toContain('https://team-cdn.example');
    expect(await csp(new Browser(server))).not.toContain('https://team-cdn.example');
    // A canary on a CDN is in every page's CSP (any visitor may get it).
    await ops.canary('mfe-games', '3.0.0', 10, { entry: 'https://canary-cdn.example/mfe-games/3.0.0/mf-manifest.json' });
    expect(await csp(new Browser(server))).toContain('https://canary-cdn.example');
  });
});
