import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { widthsTooNarrow } from '../support/width';
import { openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// Player protection as a player meets it: a daily deposit limit of K 5,000.00 set in the member
// centre's "Play responsibly" page (reached from the footer), a K 4,000.00 deposit paid, a K 2,000.00
// one refused with the K 1,000.00 left said in words; then a 24-hour cool-off, taken only after the
// confirmation that it cannot be shortened, after which deposits and games say they are closed until
// when, and the withdraw page and the records stay open.

const deposit = async (page: Page, amount: string) => {
  await page.goto('/member/depositv2');
  await page.getByTestId('deposit-channel-KBZPAY').check();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
};

test('a player sets a daily deposit limit, is refused past it with what is left, takes a cool-off and finds only withdraw and records open', async ({ page }) => {
  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('rg'), 'Secret-12');
  const header = page.getByTestId('header-balance');

  // From the footer to the page, and the limit: a first limit applies at once.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Play responsibly' }).click();
  await expect(page).toHaveURL(/\/member\/responsibleGaming$/);
  const form = page.getByTestId('limit-form');
  await form.getByLabel('Limit').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount').fill('5000');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByTestId('limit-saved')).toHaveText('Your limit applies now.');
  await expect(page.getByTestId('limit-deposit-day')).toContainText('K 5,000.00');
  await expect(page.getByTestId('protection-change').first()).toContainText('Deposit limit per day: No limit → K 5,000.00');
  expect(await widthsTooNarrow(page, 'the responsible gaming page')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // K 4,000.00 through the demo provider.
  await deposit(page, '4000');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
  await expect(header).toContainText('4,000.00');

  // K 2,000.00 more is past the limit: refused under the amount, with the K 1,000.00 left.
  await deposit(page, '2000');
  await expect(page.getByTestId('deposit-form')).toContainText('This is more than your deposit limit allows. You can deposit K 1,000.00 more until');
  await expect(page.getByTestId('deposit-form')).not.toContainText('protection.');
  await expect(page).toHaveURL(/\/member\/depositv2$/);

  // A 24-hour cool-off: asked first, then in force with its end.
  await page.goto('/member/responsibleGaming');
  await page.getByTestId('break-form').getByLabel('How long').selectOption('24h');
  await page.getByTestId('break-form').getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cool-off for 24 hours' });
  await expect(confirm).toContainText('This cannot be shortened or cancelled.');
  await confirm.getByRole('button', { name: 'Yes, stop for 24 hours' }).click();
  await expect(page.getByTestId('break-status')).toContainText('Cool-off');
  await expect(page.getByTestId('break-until')).not.toBeEmpty();

  // Closed: deposits and games say so; open: the withdraw page and the records.
  await page.goto('/member/depositv2');
  await expect(page.getByTestId('closed-during-break')).toContainText('Deposits are closed during your break, until');
  await expect(page.getByTestId('deposit-form')).toHaveCount(0);
  await page.goto('/rng?vassalage=INHOUSE');
  await page.getByRole('button', { name: /Lucky Seven Slots/ }).first().click();
  await expect(page.getByTestId('play-closed')).toContainText('you can only withdraw and read your records');
  await page.goto('/member/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await page.goto('/member/transactionHistory');
  await expect(page.getByText('4,000.00').first()).toBeVisible();
});

// The reality check on the page's own clock (Playwright's, installed before the portal loads): the
// player chooses every 15 minutes, and once 15 minutes of the session have passed the portal stops to
// show the time played and the net result, with the way to the betting record.
test('a player chooses a reality check every 15 minutes and, 15 minutes on, sees the time played and the net result', async ({ page }) => {
  await page.clock.install();
  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('rc'), 'Secret-12');

  await page.goto('/member/responsibleGaming');
  const form = page.getByTestId('reality-check-form');
  await form.getByLabel('Remind me every').selectOption('15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('reality-check-saved')).toHaveText('Saved. We will remind you every 15 minutes.');
  await expect(page.getByTestId('protection-change').first()).toContainText('Reality check');

  // A page opened now counts in quarters of an hour from the sign-in. It arms its timer once it has read
  // the session's start and the interval: the clock jumps after that, or the page would count from the
  // jump and wait for the next quarter.
  const armed = ['/wps/member/protection/session', '/wps/member/protection'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'GET').then((response) => response.finished()),
  );
  await page.goto('/');
  await Promise.all(armed);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);
  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check.getByTestId('reality-played')).toHaveText(/^(15|16) min$/);
  await expect(check.getByTestId('reality-net')).toContainText('0.00');
  await check.getByRole('button', { name: 'See my history' }).click();
  await expect(page).toHaveURL(/\/member\/personalHistoryCopy$/);
  await expect(check).toHaveCount(0);
});
