import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startServer, type TestServer } from './helpers/server';

/*
 * The footer's payment, certification and licence pictures are the portal's own files: small SVGs an
 * <img> shows under the portal's CSP (img-src 'self'), with nothing to fetch from elsewhere and nothing
 * to run when opened on their own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const BADGES = readdirSync(path.join(__dirname, '..', 'media', 'badges')).filter((name) => name.endsWith('.svg'));

test('the footer has its pictures: payment, certification and licence', () => {
  for (const name of ['kbzpay', 'wavepay', 'ayapay', 'cbpay', 'uabpay', 'rng-certified', 'fair-play', 'ssl-secured', 'licensed-operator', 'responsible-gaming']) {
    expect(BADGES).toContain(`${name}.svg`);
  }
});

test.each(BADGES)('/wps/asset/badge/%s is a small SVG from the portal itself, inert when opened alone, revalidated', async (name) => {
  const answer = await fetch(`${server.url}/wps/asset/badge/${name}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  const svg = await answer.text();
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.length).toBeLessThan(2048);
  // No outside picture, font or script: the only address is the SVG namespace.
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<script|<image|href=|@import|url\(/i);

  const again = await fetch(`${server.url}/wps/asset/badge/${name}`, { headers: { 'If-None-Match': answer.headers.get('etag')! } });
  expect(again.status).toBe(304);
});

test('an unknown picture is a 404, a path outside the folder a 400', async () => {
  expect((await fetch(`${server.url}/wps/asset/badge/no-such-badge.svg`)).status).toBe(404);
  expect((await fetch(`${server.url}/wps/asset/badge/..%2F..%2Fpackage.json`)).status).toBe(400);
  expect((await fetch(`${server.url}/wps/asset/badge/kbzpay.png`)).status).toBe(400);
});
