import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServer, type TestServer } from './helpers/server';

/*
 * Browser security headers (api/docs/inside.md, "Security headers"): the portal's HTML under a strict CSP
 * whose script sources follow the remote registry, every other answer locked down, HSTS only on HTTPS.
 */

let server: TestServer;

const CDN = 'https://cdn.example.test';
const OTHER_CDN = 'https://remotes.example.net:8443';

async function writeRegistry(registry: Record<string, { entry: string; version: string }>): Promise<void> {
  // Written beside and renamed, as scripts/registry.mjs does for ops.
  const temp = `${server.remotesRegistry}.tmp`;
  await fs.writeFile(temp, JSON.stringify(registry));
  await fs.rename(temp, server.remotesRegistry);
}

beforeAll(async () => {
  // The demo payment page is served only where it is switched on.
  server = await startServer({ demoPay: true });
  await fs.mkdir(server.shellDir, { recursive: true });
  await fs.writeFile(
    path.join(server.shellDir, 'index.html'),
    '<!doctype html><html lang="my"><head><meta charset="utf-8"><title>Portal</title><script data-chunk="540.62e26d6d.js">(self.webpackChunkshell=self.webpackChunkshell||[]).push([[540],{}])</script><style data-href="/454.6a58c33d.css">body{margin:0}</style><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeRegistry({
    'mfe-games': { entry: `${CDN}/mfe-games/1.0.0/mf-manifest.json`, version: '1.0.0' },
    'mfe-member': { entry: '/remotes/mfe-member/1.0.0/mf-manifest.json', version: '1.0.0' },
  });
});
afterAll(() => server.close());

/** `script-src 'self' https://x` → { 'script-src': ["'self'", 'https://x'] }. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  const entries = (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const);
  return Object.fromEntries(entries);
}

async function page(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(server.url + url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response;
}

describe("the portal's HTML", () => {
  it.each(['/', '/member/securityCenter'])('%s carries a strict CSP and the other headers', async (url) => {
    const response = await page(url);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", CDN, expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/)]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows no inline script and no eval', async () => {
    const csp = (await page('/')).headers.get('content-security-policy') ?? '';
    const scripts = directives(csp)['script-src'] ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'https:', 'data:']) expect(scripts).not.toContain(unsafe);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it("lets <style> elements in only with the answer's own nonce: the page's inlined first-screen CSS carries it, and the page hands it to its scripts", async () => {
    const first = await page('/');
    const second = await page('/');
    const nonces = [];
    for (const response of [first, second]) {
      const styles = directives(response.headers.get('content-security-policy'))['style-src'] ?? [];
      expect(styles).not.toContain("'unsafe-inline'");
      const nonce = styles.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce).toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}" data-href="/454.6a58c33d.css">body{margin:0}</style>`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("lets inline scripts in only with the answer's own script nonce (the build's smallest first chunks), and gives none to a script with a src", async () => {
    const nonces = [];
    for (const response of [await page('/'), await page('/')]) {
      const csp = directives(response.headers.get('content-security-policy'));
      const nonce = csp['script-src']?.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce).toBeTruthy();
      expect(csp['style-src']).not.toContain(`'nonce-${nonce}'`);
      const html = await response.text();
      expect(html).toContain(`<script nonce="${nonce}" data-chunk="540.62e26d6d.js">`);
      expect(html).toContain('<script defer src="/main.3f9a1c2b.js">');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('follows a change of the registry without a restart', async () => {
    await writeRegistry({
      'mfe-games': { entry: '/remotes/mfe-games/1.0.0/mf-manifest.json', version: '1.0.0' },
      'mfe-lottery': { entry: `${OTHER_CDN}/mfe-lottery/1.1.0/mf-manifest.json`, version: '1.1.0' },
    });
    const csp = directives((await page('/lottery')).headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", OTHER_CDN, expect.stringMatching(/^'nonce-/)]);
    // The manifest is fetched from the remote's origin too.
    expect(csp['connect-src']).toEqual(["'self'", OTHER_CDN]);

    await writeRegistry({ 'mfe-games': { entry: '/remotes/mfe-games/1.0.0/mf-manifest.json', version: '1.0.0' } });
    expect(directives((await page('/')).headers.get('content-security-policy'))['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
  });
});

describe('API answers', () => {
  it.each([
    ['a JSON call', '/wps/system/status', 200],
    ['a T call without a session', '/wps/member/bankCards', 401],
    ['an unknown API path', '/wps/no-such-call', 404],
    ['the remote registry', '/remotes.json', 200],
  ])('%s carries nosniff and refuses framing', async (_what, url, status) => {
    const response = await fetch(server.url + url);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });
});

/** What a client reads back from a request written byte for byte (fetch would refuse or fix these). */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function rawRequest(head: string): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.write(head));
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  const text = Buffer.concat(chunks).toString('utf8');
  const [top = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = top.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe("requests the router or Node's parser refuse", () => {
  const longParam = 'D'.repeat(3000);
  it.each([
    ['a URL whose escapes decode to no text', 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nLanguage: EN\r\nConnection: close\r\n\r\n', 400, '%E0%A4%A'],
    // A POST: a GET of any path may still end at the page's catch-all route (a 404 envelope).
    ['a path parameter of 3,000 characters', `POST /wps/demo-pay/${longParam} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`, 414, longParam],
    ['headers larger than the server reads', `GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'f'.repeat(20_000)}\r\nConnection: close\r\n\r\n`, 431, 'fff'],
    ['a request line that is not HTTP', 'HELLO <script>alert(1)</script>\r\n\r\n', 400, '<script>'],
  ])('%s answers the envelope with the security headers, never echoing the request', async (_what, head, status, echo) => {
    const answer = await rawRequest(head);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const envelope = JSON.parse(answer.body) as Record<string, unknown>;
    expect(envelope).toEqual({ success: false, value: { field: null }, errorCode: 'validation.failed', message: expect.any(String) });
    // A person reads words, not Fastify's codes or the path they sent.
    expect(envelope.message).not.toMatch(/FST_|Bad Request|Client Error/);
    expect(answer.body).not.toContain(echo);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(directives(answer.headers['content-security-policy'] ?? null)['default-src']).toEqual(["'none'"]);
    expect(answer.headers['referrer-policy']).toBeTruthy();
    expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("answers a refused URL in the caller's language", async () => {
    const english = JSON.parse((await rawRequest('GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nLanguage: EN\r\nConnection: close\r\n\r\n')).body) as { message: string };
    const chinese = JSON.parse((await rawRequest('GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nLanguage: CN\r\nConnection: close\r\n\r\n')).body) as { message: string };
    expect(english.message).toBe('Please enter correct information');
    expect(chinese.message).not.toBe(english.message);
  });
});

describe('the demo payment page', () => {
  it('carries the headers, and its CSP allows only its own <style> element', async () => {
    const response = await fetch(`${server.url}/wps/demo-pay/D000000000000000001`);
    expect(response.status).toBe(404); // the page saying the order does not exist
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'none'"]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(await response.text())?.[1] ?? '';
    expect(style).not.toBe('');
    expect(csp['style-src']).toEqual([`'sha256-${createHash('sha256').update(style).digest('base64')}'`]);
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the visitor came over HTTPS', async () => {
    // The test servers trust a proxy on loopback (api/test/helpers/server.ts): this client plays it.
    for (const url of ['/', '/wps/system/status']) {
      const response = await fetch(server.url + url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    }
  });

  it('is not sent over plain HTTP', async () => {
    for (const url of ['/', '/wps/system/status']) {
      expect((await fetch(server.url + url)).headers.get('strict-transport-security')).toBeNull();
      const claimed = await fetch(server.url + url, { headers: { 'x-forwarded-proto': 'http' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("is not sent for an untrusted client's claim of HTTPS", async () => {
    for (const trustProxy of [false, '10.0.0.0/8'] as const) {
      const untrusting = await startServer({ trustProxy });
      try {
        const response = await fetch(`${untrusting.url}/wps/system/status`, { headers: { 'x-forwarded-proto': 'https' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('strict-transport-security')).toBeNull();
      } finally {
        await untrusting.close();
      }
    }
  });
});
