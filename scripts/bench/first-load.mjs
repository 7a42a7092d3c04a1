// What a first visit to `/` costs in a real Chromium: the bytes it downloads as the server sends them
// (brotli where the browser asks for it, as every browser does), by kind, the scripts one by one, the
// copies of React on the page, and when the page becomes usable.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from '../portal.mjs';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });

/** Every response of a page with its body's size on the wire (encoded), as Chromium received it. */
function recordResponses(page) {
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response().catch(() => null);
    responses.push({
      type: request.resourceType(),
      url: new URL(request.url()).pathname,
      bytes: sizes?.responseBodySize ?? 0,
      encoding: response?.headers()['content-encoding'] ?? 'none',
    });
  });
  return responses;
}

/** How many React copies the page runs: the versions of `react` loaded in the federation share scope. */
const reactCopies = (page) =>
  page.evaluate(() => {
    const scopes = Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {});
    const loaded = new Set();
    for (const scope of scopes) {
      for (const [version, shared] of Object.entries(scope.default?.react ?? {})) if (shared.loaded || shared.lib) loaded.add(version);
    }
    return loaded.size;
  });

/**
 * The first chunks the build put into the page as inline scripts (scripts/webpack/preload-first-wave.cjs)
 * are JS too: each counted at its brotli size (the API's level for the page), so moving a chunk into
 * the page never hides its bytes from the budget.
 */
const inlineScripts = async (page) =>
  (await page.evaluate(() => [...document.querySelectorAll('script[data-chunk]')].map((script) => ({ url: `(inline) ${script.dataset.chunk}`, text: script.textContent ?? '' })))).map(
    ({ url, text }) => ({ type: 'script', url, encoding: 'br (in the page)', bytes: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length }),
  );

/** Lighthouse's mobile preset's screen (a mid-range Android phone), the portal's usual visitor. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1350, height: 940 } };

/**
 * What the page shows once its first screen is there: on the home page, the first banner's picture
 * drawn and the games' home sections (mfe-games' HomeSections, on the first screen of a phone too)
 * ready; on a remote's page (`remote`), that remote's page rendered. The first load is what arrives
 * until then and the network is then quiet (quiet alone can fall between two waves while a busy
 * machine evaluates scripts, which made what was counted depend on the machine's load).
 */
async function pageShown(page, remote) {
  if (remote) {
    await page.locator(`[data-remote="${remote}"][data-expose="App"][data-remote-state="ready"]`).waitFor({ timeout: 60_000 });
    return;
  }
  await page
    .locator('img[fetchpriority="high"]')
    .first()
    .evaluate((img) => (img.complete && img.naturalWidth > 0) || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })));
  await page.locator('[data-remote="mfe-games"][data-expose="HomeSections"][data-remote-state="ready"]').waitFor({ timeout: 60_000 });
}

/**
 * A first visit to `path` (default `/`): `token` opens it signed in (the session in the address, as a
 * link from the app does: spec §4), `remote` names the remote whose page it is. `later` false skips the
 * 6 s of what comes after the first load.
 */
export async function measureFirstLoad(url, { runs = 5, device = PHONE, path: pagePath = '/', token, remote, later = true } = {}) {
  const browser = await launch();
  const samples = [];
  let weight = null;
  const address = `${url}${pagePath}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const responses = recordResponses(page);
      const started = Date.now();
      await page.goto(address, { waitUntil: 'load' });
      await page.getByRole('banner').waitFor();
      const usable = Date.now() - started;
      // What comes in the next 6 s, up to the carousel's first slide change (the banners' swiper comes
      // just before it), is reported apart.
      await pageShown(page, remote);
      await page.waitForLoadState('networkidle');
      const atQuiet = responses.length;
      if (later) await page.waitForTimeout(6000);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : null };
      });
      samples.push({ ...timing, usable });
      if (!weight) {
        const first = [...responses.slice(0, atQuiet), ...(await inlineScripts(page))];
        const byType = {};
        for (const r of first) byType[r.type] = (byType[r.type] ?? 0) + r.bytes;
        const scripts = first.filter((r) => r.type === 'script').sort((a, b) => b.bytes - a.bytes);
        const later = responses.slice(atQuiet).filter((r) => r.type === 'script');
        weight = {
          js: byType.script ?? 0,
          requests: scripts.filter((r) => !r.url.startsWith('(inline)')).length,
          uncompressedScripts: responses.filter((r) => r.type === 'script' && r.encoding === 'none').map((s) => s.url),
          byType,
          total: first.reduce((sum, r) => sum + r.bytes, 0),
          scripts,
          laterJs: later.reduce((sum, r) => sum + r.bytes, 0),
          laterScripts: later,
          reactCopies: await reactCopies(page),
        };
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) => {
    const values = samples.map((s) => s[key]).filter((v) => v !== null).sort((a, b) => a - b);
    return values.length ? Math.round(values[Math.floor(values.length / 2)]) : null;
  };
  return { ...weight, fcpMs: median('fcp'), domContentLoadedMs: median('domContentLoaded'), usableMs: median('usable'), runs };
}

/**
 * DevTools' "Slow 4G" line (562.5 ms round trip, 1.44 Mbps down, 675 kbps up, each at 90 % as DevTools
 * does): milliseconds from the navigation until the header's login button is on screen, and until the
 * login form it opens is there, median of `runs`, cold (a new context: nothing cached).
 */
const LOGIN_MY = JSON.parse(readFileSync(path.join(ROOT, 'shell', 'src', 'locales', 'my.json'), 'utf8')).header.login;

export async function measureSlow4gLogin(url, { runs = 3 } = {}) {
  const browser = await launch();
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: ((1.44 * 1000 * 1000) / 8) * 0.9,
        uploadThroughput: ((675 * 1000) / 8) * 0.9,
      });
      // In MY, the site's default and most players' language (its texts come with the first wave).
      const started = Date.now();
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      // The page is drawn by React in the browser (nothing is server-rendered), so a button on screen
      // already has its handler: on screen is usable.
      const button = page.getByRole('banner').getByRole('button', { name: LOGIN_MY, exact: true });
      await button.waitFor({ timeout: 60_000 });
      const usable = Date.now() - started;
      await button.click();
      await page.getByRole('dialog').locator('input[type="password"]').first().waitFor({ timeout: 60_000 });
      samples.push({ usable, popup: Date.now() - started });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return { runs, loginUsableMs: median('usable'), loginPopupMs: median('popup') };
}

/** JS each remote adds when a visitor first navigates into it (client-side, after the home page). */
export async function measureRemoteRoutes(url, routes) {
  const browser = await launch();
  const results = [];
  try {
    for (const [remote, route] of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/`, { waitUntil: 'networkidle' });
      const responses = recordResponses(page);
      const started = Date.now();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.locator(`[data-remote="${remote}"][data-expose="App"][data-remote-state="ready"]`).waitFor();
      const readyMs = Date.now() - started;
      const scripts = responses.filter((r) => r.type === 'script');
      results.push({ remote, route, requests: scripts.length, js: scripts.reduce((sum, s) => sum + s.bytes, 0), readyMs });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * `/rng` opened cold (a new browser context: nothing cached): milliseconds from the navigation until
 * the first game card is on screen with its picture loaded, median of `runs`.
 */
export async function measureFirstGameCard(url, { runs = 5, route = '/rng' } = {}) {
  const browser = await launch();
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // English, and the home popups out of the way: the figure is about the lobby, not about them.
      await page.addInitScript(() => localStorage.setItem('lang', JSON.stringify('EN')));
      const started = Date.now();
      await page.goto(`${url}${route}`, { waitUntil: 'commit' });
      const card = page.locator('[data-testid="game-card"]').first();
      await card.waitFor({ state: 'visible', timeout: 60_000 });
      const cardMs = Date.now() - started;
      await card.locator('img').first().evaluate((img) => (img.complete && img.naturalWidth > 0) || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })));
      samples.push({ cardMs, imageMs: Date.now() - started });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return { route, runs, firstCardMs: median('cardMs'), firstCardImageMs: median('imageMs') };
}
