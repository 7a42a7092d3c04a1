// What a first visit to `/` costs in a real Chromium: the JS it downloads (raw and gzip, as a server
// with compression would send it), the requests, and when the page becomes usable.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function measureFirstLoad(url, { runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  const samples = [];
  let weight = null;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
      });
      const started = Date.now();
      await page.goto(`${url}/`, { waitUntil: 'load' });
      await page.getByRole('banner').waitFor();
      const usable = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp: fcp ? fcp.startTime : null };
      });
      samples.push({ ...timing, usable });
      weight ??= {
        requests: scripts.length,
        raw: scripts.reduce((sum, s) => sum + s.raw, 0),
        gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
        scripts: scripts.sort((a, b) => b.gzip - a.gzip),
      };
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

/** JS each remote adds when a visitor first navigates into it (client-side, after the home page). */
export async function measureRemoteRoutes(url, routes) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  const results = [];
  try {
    for (const [remote, route] of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/`, { waitUntil: 'networkidle' });
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push(gzipSync(body, { level: 6 }).length);
      });
      const started = Date.now();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.locator(`[data-remote="${remote}"][data-expose="App"][data-remote-state="ready"]`).waitFor();
      results.push({ remote, route, requests: scripts.length, gzip: scripts.reduce((a, b) => a + b, 0), readyMs: Date.now() - started });
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
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
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
