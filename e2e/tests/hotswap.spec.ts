import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { admin, navigateInApp, openInEnglish, readRegistry, writeRegistry } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// The lottery's journey, and a hot swap of the lottery remote: a new member bets on the
// 1-minute game, ops run the draw job as of the draw's time (the ops run call, as the server's own job
// does when its clock gets there: no wait for a real minute), it draws and settles, the page shows the
// result and the header balance moves by exactly the stake and then the win; then ops swap the lottery
// remote while the page is open, and the next navigation runs the new version with the bet still listed.
// One test: it is the only one that rewrites the registry, and the steps follow one another.

const FUNDS = 100_000; // K 1,000.00
// Ball 1 on all ten digits, K 1.00 each: exactly one of the ten wins (×9.8), whatever the draw.
const STAKE = 10 * 100;
const WIN = 980;

const money = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2 });

/**
 * Waits until the 1-minute game's current draw has at least `ms` before its lock, so the bet is on time;
 * answers that draw's draw time.
 */
async function roomBeforeLock(request: APIRequestContext, ms: number): Promise<string> {
  const games: { gameId: number; gameCode: string }[] = (await (await request.get('/lgw/games/game_menus?prizeMode=ELOTT')).json()).value.values;
  const gameId = games.find((game) => game.gameCode === 'FAST_1')!.gameId;
  for (;;) {
    const near = (await (await request.get(`/lgw/numeros/near?gameId=${gameId}`)).json()).value;
    const remain = near.currentNumero?.remainTime ?? 0;
    if (remain >= ms) return near.currentNumero.drawTime;
    await new Promise((resolve) => setTimeout(resolve, remain + 1_500));
  }
}

async function placeAllDigitsOnBallOne(page: Page) {
  const betting = page.getByTestId('betting-view');
  await expect(betting.getByRole('radio', { name: /Ball number/ })).toBeChecked();
  await betting.getByRole('radio', { name: 'Ball 1' }).click();
  const digits = betting.getByRole('group', { name: 'Digits 0 to 9' });
  for (let digit = 0; digit <= 9; digit++) await digits.getByRole('button', { name: String(digit), exact: true }).click();
  await betting.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Stake per unit (K)').fill('1');
  await expect(page.getByTestId('slip-total')).toContainText(`10 bet(s), total K ${money(STAKE)}`);
  await slip.getByRole('button', { name: 'Place bets' }).click();
  await expect(slip.getByRole('status')).toContainText(`10 bet(s), K ${money(STAKE)}`);
}

test('a member bets on the 1-minute lottery, sees the draw settle it with the balance moved by stake and win, and a swapped lottery remote still lists the bet', async ({ page, request }) => {
  const original = readRegistry();
  const before = original['mfe-lottery']!.version;
  try {
    await openInEnglish(page);
    const username = uniqueUsername('lt');
    await registerByUsername(page, username, 'Secret-12');
    await admin(request, '/wps/admin/wallet/adjust', { account: username, amount: FUNDS, reason: 'e2e lottery', idempotencyKey: `e2e-lottery-${username}` });
    const header = page.getByTestId('header-balance');
    await expect(header).toContainText(money(FUNDS));

    const drawTime = await roomBeforeLock(request, 25_000);
    await navigateInApp(page, '/lottery?lottoView=betting&lottoGameCode=FAST_1');
    const slot = page.locator('[data-remote="mfe-lottery"]');
    await expect(slot).toHaveAttribute('data-remote-version', before);
    // The remote's own build says which version drew the page (a data attribute: no badge on screen).
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-app-version', before);
    await placeAllDigitsOnBallOne(page);
    // The stake leaves the wallet at once (the ledger's push moves the header).
    await expect(header).toContainText(money(FUNDS - STAKE));
    const bets = page.getByTestId('bet');
    await expect(bets).toHaveCount(10);
    await expect(bets.and(page.locator('[data-status="open"]'))).toHaveCount(10);

    // Ops run the draw job as of the draw's time: it draws and settles; the page learns it from the stream.
    const run = await request.post('/wps/admin/lottery/run', { data: { asOf: drawTime }, headers: { 'Admin-Token': E2E.adminToken } });
    expect(run.ok(), await run.text()).toBeTruthy();
    await expect(bets.and(page.locator('[data-status="won"]'))).toHaveCount(1);
    await expect(bets.and(page.locator('[data-status="lost"]'))).toHaveCount(9);
    await expect(header).toContainText(money(FUNDS - STAKE + WIN));

    // A marker that only survives if the shell is never reloaded.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    // Ops swap the remote while the page is open; the page learns it on its next read of the registry,
    // which a slot entered after the swap makes. (A slot entered while an earlier slot's read is still
    // on its way shares that read: the Home page's games read, made before the swap, would answer the
    // old build.)
    writeRegistry({
      ...original,
      'mfe-lottery': { entry: `/remotes/mfe-lottery/${E2E.swapVersion}/mf-manifest.json`, version: E2E.swapVersion },
    });
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await navigateInApp(page, '/lottery?lottoView=betting&lottoGameCode=FAST_1');
    await expect(slot).toHaveAttribute('data-remote-version', E2E.swapVersion);
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-app-version', E2E.swapVersion);
    // The new version lists the same settled bets.
    await expect(bets).toHaveCount(10);
    await expect(bets.and(page.locator('[data-status="won"]'))).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-react-instances', '1');
    await expect(header).toContainText(money(FUNDS - STAKE + WIN));
  } finally {
    writeRegistry(original);
  }
});
