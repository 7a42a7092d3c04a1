import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { categoryArtUrl } from '@portal/shared/contracts';
import { decryptCustomerServicePath } from '../src';
import { TestClient } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function write(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** A request with the path sent byte for byte (fetch would normalize `..` and `%2e%2e` away). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const SECRET = 'TOP-SECRET-CONTENT';

describe('the shell SPA', () => {
  it('answers a plain 503 telling to build when the shell is not built', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/npm run build/);
  });

  describe('once built', () => {
    beforeAll(async () => {
      await write(path.join(server.shellDir, 'index.html'), '<!doctype html><title>shell</title>');
      await write(path.join(server.shellDir, 'main.3f9a1c2b.js'), 'console.log("shell")');
      await write(path.join(server.shellDir, 'favicon.ico'), 'icon');
      await write(path.join(server.dir, 'secret.txt'), SECRET);
    });

    it('serves index.html at / with no-cache', async () => {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<title>shell</title>');
    });

    it('names the first home banner on the home page, so the picture loads alongside the scripts', async () => {
      const { banners } = (await new TestClient(server.url).get<{ banners: { url: string; groupName: string }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W')).body.value;
      const first = banners.find((banner) => banner.groupName === 'home');
      expect(first).toBeDefined();
      const page = await (await fetch(`${server.url}/`)).text();
      const preloads = [...page.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]?.replace(/&amp;/g, '&'));
      expect(preloads).toEqual([first?.url]);
      // Other pages do not show the banners first: no hint that would waste a phone's line.
      expect(await (await fetch(`${server.url}/member/securityCenter`)).text()).not.toContain('rel="preload" as="image"');
    });

    it("draws the home page's first banner and a game list's category banner in the page's own first screen, under the answer's style nonce", async () => {
      await write(path.join(server.shellDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
      try {
        const { banners } = (await new TestClient(server.url).get<{ banners: { url: string; groupName: string }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W')).body.value;
        const first = banners.find((banner) => banner.groupName === 'home');
        const response = await fetch(`${server.url}/`);
        const page = await response.text();
        const root = /<div id=root>(.*)<\/div><\/body>/.exec(page)?.[1] ?? '';
        const pictures = [...root.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]?.replace(/&amp;/g, '&'));
        expect(pictures).toEqual([first?.url]);
        // Its style is allowed by the page's CSP, like the build's inlined CSS.
        const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
        expect(page).toContain(`<style nonce="${nonce}">.fp{`);
        // A game list page draws its category banner first, the art its own page lays its title over.
        const list = await (await fetch(`${server.url}/rng`)).text();
        const art = /<div id=root>.*<img [^>]*src="([^"]+)"/.exec(list)?.[1]?.replace(/&amp;/g, '&');
        expect(art).toBe(categoryArtUrl('RNG'));
        const picture = await fetch(`${server.url}${art}`);
        expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
        // Another page starts empty: React draws it.
        expect(await (await fetch(`${server.url}/member/securityCenter`)).text()).toContain('<div id=root></div>');
      } finally {
        await write(path.join(server.shellDir, 'index.html'), '<!doctype html><title>shell</title>');
      }
    });

    it('carries the boot answers for the default merchant, equal to what the three boot calls answer', async () => {
      // Customer-service paths are sealed with a fresh IV each time: compared opened.
      type Boot = { permission: { info: { customerService: { path: string }[] } } };
      const readable = (value: unknown) => {
        const boot = structuredClone(value) as Boot;
        for (const link of boot.permission.info.customerService) link.path = decryptCustomerServicePath('DEMO', link.path);
        return boot;
      };
      const client = new TestClient(server.url);
      const [permission, domainRoutes, status] = await Promise.all(['/wps/system/permission', '/wps/system/domainRoute', '/wps/system/status'].map(async (path) => (await client.get(path)).body.value));
      const { banners } = (await client.get<{ banners: { url: string; groupName: string }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W')).body.value;
      const homeBannerUrl = banners.find((banner) => banner.groupName === 'home')?.url;
      for (const [route, banner] of [['/', homeBannerUrl], ['/rng', null]] as const) {
        const page = await (await fetch(server.url + route)).text();
        const json = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(page)?.[1];
        expect(json).toBeDefined();
        // Nothing in it can end the element early.
        expect(json).not.toMatch(/</);
        expect(readable(JSON.parse(json ?? 'null'))).toEqual(readable({ merchant: 'DEMO', permission, domainRoutes, status, homeBannerUrl: banner }));
      }
    });

    it('falls back to index.html for SPA routes', async () => {
      for (const route of ['/member/securityCenter', '/agentHome', '/lott/', '/promotions?tab=1']) {
        const response = await fetch(server.url + route);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<title>shell</title>');
      }
    });

    it('serves hashed assets as immutable and others as no-cache', async () => {
      const hashed = await fetch(`${server.url}/main.3f9a1c2b.js`);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-type')).toMatch(/javascript/);
      expect((await fetch(`${server.url}/favicon.ico`)).headers.get('cache-control')).toBe('no-cache');
    });

    it('answers 404 for a missing file rather than the page', async () => {
      expect((await fetch(`${server.url}/missing.4b5c6d7e.js`)).status).toBe(404);
    });

    it('keeps /wps, /lgw and /remotes out of the fallback', async () => {
      for (const route of ['/wps/nothing/here', '/lgw/games/unknown', '/remotes/x']) {
        const response = await fetch(server.url + route);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
      }
    });

    it('refuses path traversal', async () => {
      for (const attempt of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%2F..%2Fsecret.txt', '/.%2e/secret.txt', '/a/..%5c..%5csecret.txt']) {
        const response = await rawGet(attempt);
        expect(response.body).not.toContain(SECRET);
      }
    });
  });
});

describe('the remote registry /remotes.json', () => {
  it('answers a 404 envelope while the file is missing', async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('serves the file as is, no-store, re-read on every request', async () => {
    await write(server.remotesRegistry, JSON.stringify({ 'mfe-games': { entry: '/remotes/mfe-games/1.0.0/mf-manifest.json', version: '1.0.0' } }));
    const first = await fetch(`${server.url}/remotes.json`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toHaveProperty(['mfe-games', 'version'], '1.0.0');

    await write(server.remotesRegistry, JSON.stringify({ 'mfe-games': { entry: '/remotes/mfe-games/1.1.0/mf-manifest.json', version: '1.1.0' } }));
    expect(await (await fetch(`${server.url}/remotes.json`)).json()).toHaveProperty(['mfe-games', 'version'], '1.1.0');
  });
});

describe('remote files /remotes/<name>/<version>/<file>', () => {
  const versionDir = () => path.join(server.remotesRoot, 'mfe-games', 'dist', '1.0.0');

  beforeAll(async () => {
    await write(path.join(versionDir(), 'mf-manifest.json'), '{"name":"mfe-games"}');
    await write(path.join(versionDir(), 'remoteEntry.js'), 'var entry;');
    await write(path.join(versionDir(), 'static/js/async/__federation_expose_App.a1b2c3d4.js'), 'var app;');
    await write(path.join(server.remotesRoot, 'secret.txt'), SECRET);
    await write(path.join(server.remotesRoot, 'mfe-games', 'dist', 'secret.txt'), SECRET);
    // A build folder without a manifest is not a remote and is not served.
    await write(path.join(server.remotesRoot, 'api', 'dist', 'x', 'main.js'), SECRET);
  });

  it('serves the manifest and remote entry no-cache, with CORS *', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await fetch(`${server.url}/remotes/mfe-games/1.0.0/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('serves other files as immutable, from nested folders too', async () => {
    const response = await fetch(`${server.url}/remotes/mfe-games/1.0.0/static/js/async/__federation_expose_App.a1b2c3d4.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('var app;');
  });

  it('answers 404 for a missing file, version or non-remote folder', async () => {
    for (const route of ['/remotes/mfe-games/1.0.0/nope.js', '/remotes/mfe-games/9.9.9/remoteEntry.js', '/remotes/api/x/main.js']) {
      const response = await fetch(server.url + route);
      expect(response.status).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('refuses path traversal', async () => {
    const attempts = [
      '/remotes/mfe-games/1.0.0/..%2F..%2F..%2Fsecret.txt',
      '/remotes/mfe-games/1.0.0/../../../secret.txt',
      '/remotes/mfe-games/1.0.0/%2e%2e/secret.txt',
      '/remotes/mfe-games/..%2F/secret.txt',
      '/remotes/mfe-games/1.0.0/static/..%2f..%2f..%2fsecret.txt',
      '/remotes/..%2F..%2Fmfe-games/1.0.0/remoteEntry.js',
      '/remotes/mfe-games/1.0.0/.%2e/secret.txt',
      '/remotes/mfe-games/1.0.0/..%5csecret.txt',
    ];
    for (const attempt of attempts) {
      const response = await rawGet(attempt);
      expect([400, 403, 404]).toContain(response.status);
      expect(response.body).not.toContain(SECRET);
    }
  });
});
