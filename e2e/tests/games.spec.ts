import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { admin, openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// The games journeys on the seeded catalogue (nearly 10,000 slots), each with a new
// player so favourites, recent games and the balance start empty.

async function newPlayerWithMoney(page: Page, request: import('@playwright/test').APIRequestContext, amount: number) {
  const username = uniqueUsername('gm');
  await registerByUsername(page, username, 'Secret-12');
  // The credit is pushed to the header by the ledger (no refresh to click).
  await admin(request, '/wps/admin/wallet/adjust', { account: username, amount, reason: 'e2e games', idempotencyKey: `e2e-games-${username}` });
  return username;
}

const cards = (page: Page) => page.getByTestId('game-card');

test('a visitor browses /rng by vendor: the list filters to that vendor and loads more on scroll', async ({ page }) => {
  await openInEnglish(page, '/rng');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page)).toHaveCount(20);

  await page.getByRole('tab', { name: /PG Soft/ }).click();
  await expect(page).toHaveURL(/vassalage=PG/);
  await expect(cards(page).first()).toBeVisible();
  for (const vendor of await cards(page).getByTestId('game-vendor').allInnerTexts()) expect(vendor).toBe('PG Soft');

  // Infinite scroll: the next page of 20 arrives when the end of the list comes into view.
  await cards(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(20);
});

test('a member favourites a game, plays three rounds of the in-house slot, and the balance and /recent follow', async ({ page, request }) => {
  await openInEnglish(page, '/');
  await newPlayerWithMoney(page, request, 100_000);
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('1,000.00');

  // Favourite the first in-house game: the heart turns on at once and /favorite lists it.
  await page.goto('/rng?vassalage=INHOUSE');
  const slot = cards(page).filter({ hasText: 'Lucky Seven Slots' });
  await slot.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(slot.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.goto('/favorite');
  await expect(cards(page).filter({ hasText: 'Lucky Seven Slots' })).toBeVisible();

  // Play: the card launches the game page with a real-money ticket.
  await cards(page).filter({ hasText: 'Lucky Seven Slots' }).getByRole('button', { name: /Lucky Seven Slots/ }).first().click();
  await expect(page).toHaveURL(/\/seamless\?ticket=/);
  await expect(page.getByTestId('play-mode')).toHaveAttribute('data-mode', 'real');
  const spin = page.getByTestId('play-button');
  await expect(spin).toHaveAccessibleName('Spin');
  for (let round = 1; round <= 3; round += 1) {
    await spin.click();
    await expect(page.getByTestId('fair-nonce')).toHaveText(String(round));
    await expect(page.getByTestId('history-row')).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }

  // The header shows exactly the wallet after three bets and their payouts.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null') as string);
  const ticket = new URL(page.url()).searchParams.get('ticket')!;
  const rounds = (await (await request.get(`/wps/game/inhouse/rounds?ticket=${ticket}`, { headers: { Authorization: token } })).json()).value.list as {
    bet: number;
    payout: number;
  }[];
  expect(rounds).toHaveLength(3);
  const expected = 100_000 - rounds.reduce((sum, r) => sum + r.bet - r.payout, 0);
  await expect(header).toContainText((expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

  await page.goto('/recent');
  await expect(cards(page).first()).toContainText('Lucky Seven Slots');
});

test('a member launches Crash Rocket, cashes out by hand while it climbs, and the balance follows the flight', async ({ page, request }) => {
  await openInEnglish(page, '/');
  await newPlayerWithMoney(page, request, 100_000);
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('1,000.00');

  await page.goto('/rng?vassalage=INHOUSE');
  await cards(page).filter({ hasText: 'Crash Rocket' }).getByRole('button', { name: /Crash Rocket/ }).first().click();
  await expect(page).toHaveURL(/\/seamless\?ticket=/);
  const meter = page.getByTestId('crash-meter');
  await page.getByTestId('play-button').click();

  // The rocket climbs on the server's clock; the big button shows what it would pay now. A crash
  // point of 1.00× (about 1 flight in 100) ends the flight before the click: both ends are checked.
  const cashOut = page.getByRole('button', { name: /Cash out/ });
  await expect(meter).toHaveAttribute('data-state', /flying|won|crashed/);
  // The state and the button are read in one turn of the page: the rocket can crash between two reads.
  const seen = await meter.evaluate((node) => ({
    state: node.getAttribute('data-state'),
    height: document.querySelector('[data-testid="crash-cash-out"]')?.getBoundingClientRect().height ?? null,
  }));
  if (seen.state === 'flying') {
    expect(seen.height).toBeGreaterThanOrEqual(44);
    await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(meter).toHaveAttribute('data-state', /won|crashed/);
  await expect(page.getByTestId('round-result')).toHaveText(/Cashed out at \d+\.\d\d×\. You won K [\d,.]+\.|Crashed at \d+\.\d\d×\. No win\./);
  await expect(page.getByTestId('history-row')).toHaveCount(1);

  // The header shows the wallet after the stake and the flight's payout.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null') as string);
  const ticket = new URL(page.url()).searchParams.get('ticket')!;
  const rounds = (await (await request.get(`/wps/game/inhouse/rounds?ticket=${ticket}`, { headers: { Authorization: token } })).json()).value.list as {
    bet: number;
    payout: number;
  }[];
  expect(rounds).toHaveLength(1);
  const expected = 100_000 - rounds[0]!.bet + rounds[0]!.payout;
  await expect(header).toContainText((expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
});
