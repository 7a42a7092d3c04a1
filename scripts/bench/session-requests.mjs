// What a session costs in API requests: one login through the header's modal (until the page is
// quiet), then three rounds of the in-house slot (from the first spin until the last round settled).
// API calls to /wps and /lgw are counted by method and path (pictures under /wps/asset are not
// calls); the event stream counts as one.
import { chromium } from '@playwright/test';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const QUIET_MS = 1500;

function recorder(page) {
  const seen = [];
  const on = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wps/asset/')) return;
    if (url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', on);
  return { seen, stop: () => page.off('request', on) };
}

export async function measureSessionRequests(url, account = { username: 'demo', password: 'Demo1234' }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Home popups (spec §4) are closed whenever they stand in the way, as a person would close them.
    await page.addLocatorHandler(
      page.getByRole('dialog').filter({ has: page.locator('[data-home-popup]') }),
      (dialog) => dialog.getByRole('button', { name: /close/i }).dispatchEvent('click', undefined, { timeout: 2_000 }).catch(() => undefined),
      { noWaitAfter: true },
    );
    await page.addInitScript(() => localStorage.setItem('lang', JSON.stringify('EN')));
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);

    const login = recorder(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('header-balance').filter({ hasText: /\d\.\d{2}/ }).waitFor();
    await page.waitForTimeout(QUIET_MS);
    login.stop();

    await page.goto(`${url}/rng?vassalage=INHOUSE`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Lucky Seven Slots/ }).first().click();
    await page.waitForURL(/\/seamless\?ticket=/);
    const spin = page.getByTestId('play-button');
    await spin.waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    const rounds = recorder(page);
    for (let round = 1; round <= 3; round += 1) {
      await spin.click();
      await page.getByTestId('fair-nonce').filter({ hasText: String(round) }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid="play-button"]')?.hasAttribute('disabled'));
    }
    await page.waitForTimeout(QUIET_MS);
    rounds.stop();
    await context.close();
    return { login: login.seen, threeRounds: rounds.seen };
  } finally {
    await browser.close();
  }
}
