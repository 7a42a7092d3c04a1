import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/compression';
import { startServer, type TestServer } from './helpers/server';

/*
 * What a phone downloads. Built files go out as the build's brotli or gzip copy, by the
 * browser's Accept-Encoding; JSON answers above a kilobyte are compressed as they are written; source
 * maps are not served at all.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the Accept-Encoding given (fetch would add its own and decompress). */
function get(route: string, acceptEncoding?: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const request = http.request(
      { host: url.hostname, port: url.port, path: route, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

async function writeBuilt(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  await fs.writeFile(`${file}.br`, brotliCompressSync(content));
  await fs.writeFile(`${file}.gz`, gzipSync(content));
}

const SCRIPT = `console.log(${JSON.stringify('the portal '.repeat(400))});`;

describe('built files', () => {
  const remoteDir = () => path.join(server.remotesRoot, 'mfe-games', 'dist', '1.0.0');

  beforeAll(async () => {
    await fs.mkdir(server.shellDir, { recursive: true });
    await fs.writeFile(path.join(server.shellDir, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
    await writeBuilt(path.join(server.shellDir, 'main.3f9a1c2b.js'), SCRIPT);
    await fs.writeFile(path.join(server.shellDir, 'main.3f9a1c2b.js.map'), '{"sources":["secret.ts"]}');
    await fs.mkdir(remoteDir(), { recursive: true });
    await fs.writeFile(path.join(remoteDir(), 'mf-manifest.json'), '{"name":"mfe-games"}');
    await writeBuilt(path.join(remoteDir(), 'App.a1b2c3d4.js'), SCRIPT);
    await fs.writeFile(path.join(remoteDir(), 'App.a1b2c3d4.js.map'), '{"sources":["secret.ts"]}');
  });

  it.each([
    ['/main.3f9a1c2b.js', 'the shell', () => path.join(server.shellDir, 'main.3f9a1c2b.js')],
    ['/remotes/mfe-games/1.0.0/App.a1b2c3d4.js', 'a remote', () => path.join(remoteDir(), 'App.a1b2c3d4.js')],
  ])('%s (%s) goes out as the build\'s brotli, else gzip, else as it is, and says it varies by Accept-Encoding', async (route, _which, file) => {
    const brotli = await get(route, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // The very bytes the build wrote (best level, once), not a compression made per request.
    expect(brotli.body.equals(await fs.readFile(`${file()}.br`))).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(brotli)).toBe(SCRIPT);

    const gzip = await get(route, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(await fs.readFile(`${file()}.gz`))).toBe(true);
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await get(route);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
  });

  it('never serves a source map', async () => {
    for (const route of ['/main.3f9a1c2b.js.map', '/remotes/mfe-games/1.0.0/App.a1b2c3d4.js.map']) {
      const answer = await get(route, 'br');
      expect(answer.status).toBe(404);
      expect(decoded(answer)).not.toContain('secret.ts');
    }
  });
});

describe('API answers', () => {
  it('are compressed above the threshold and sent as they are below it', async () => {
    const big = await get('/wps/system/helpCenter?lang=EN&device=WEB', 'gzip, br', { Merchant: 'DEMO', Language: 'EN' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const text = decoded(big);
    expect(text.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(text).success).toBe(true);
    expect(big.body.length).toBeLessThan(text.length);

    const small = await get('/wps/system/status', 'gzip, br', { Merchant: 'DEMO' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).success).toBe(true);
  });

  it('the portal page is compressed too, and keeps its CSP and nonce', async () => {
    const page = await get('/member', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // The page is small here; what matters is that a compressed answer still carries the nonce meta.
    const html = decoded(page);
    expect(html).toMatch(/<meta property="csp-nonce" nonce="[^"]+">/);
  });
});
