import type { AdminPromotionBody } from '@portal/shared/contracts';
import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';
import { E2E } from '../support/env';

// The ticket journey: ops put up a prize wheel (the admin call, every slice a real prize, so
// the journey always pays); a new member joins it (a raffle: joining hands out its ticket at once),
// spins it, and the prize the server drew lands in the wallet: the wheel stops on it, it is announced,
// and the header balance moves by exactly that amount (the shell's balance push; the page never asks).
// The draw is the server's, so the test reads the prize from the server's answer and checks the
// screen against it.

const amount = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a member opens a prize-wheel ticket and the prize lands in the wallet', async ({ page, request }) => {
  const code = `e2e-wheel-${Date.now().toString(36)}`;
  const WHEEL = `Spin to win ${code}`;
  const texts = { title: WHEEL, summary: 'One free spin: every slice pays.', terms: 'One prize-wheel ticket for joining.' };
  const wheel: AdminPromotionBody = {
    code,
    kind: 'RAFFLE',
    audience: 'ALL',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
    budget: 10_000_000,
    rules: { tickets: { type: 'PRIZE_WHEEL', count: 1 } },
    prizes: [
      { amount: 50_000, weight: 1, stock: null },
      { amount: 20_000, weight: 2, stock: null },
      { amount: 10_000, weight: 4, stock: null },
    ],
    texts: { MY: texts, EN: texts, CN: texts },
  };
  const saved = await request.post('/wps/admin/promotions', { data: wheel, headers: { 'Admin-Token': E2E.adminToken } });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('pw'), 'Secret-12');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('0.00');
  const before = minorOf((await header.textContent()) ?? '');

  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').filter({ has: page.getByRole('heading', { name: WHEEL }) });
  await card.getByRole('button', { name: `Join ${WHEEL}` }).click();
  await expect(card).toContainText('Signed up');

  // The ticket it handed out, with a slice per configured prize.
  const ticket = page.getByRole('article', { name: `Prize wheel: ${WHEEL}` });
  await expect(ticket.getByRole('img', { name: /^Prize wheel with the prizes: .*K 500\.00/ })).toBeVisible();
  const seedHash = (await ticket.locator('code').first().textContent()) ?? '';
  expect(seedHash).toMatch(/^[0-9a-f]{64}$/);

  const claimed = page.waitForResponse((response) => response.url().includes('/wps/relay/PROMOFE_claimTicket'));
  await ticket.getByRole('button', { name: 'Spin Prize wheel' }).click();
  const response = await claimed;
  expect(response.ok(), await response.text()).toBeTruthy();
  const answer = ((await response.json()) as { value: { prizeAmount: number; balance: number; seedHash: string } }).value;
  expect(answer.seedHash).toBe(seedHash);
  expect(answer.prizeAmount).toBeGreaterThan(0);
  expect(answer.balance).toBe(before + answer.prizeAmount);

  // The wheel stops on the server's prize, then announces it with the seed that proves it.
  await expect(ticket.getByRole('status')).toContainText(`You won K ${amount(answer.prizeAmount)}!`);
  await expect(ticket.locator('[data-landed]')).toHaveText(`K ${amount(answer.prizeAmount)}`);
  await expect(ticket).toContainText('Server seed:');
  await expect(ticket.getByRole('button', { name: 'Opened Prize wheel' })).toBeDisabled();

  // The header follows by exactly the prize.
  await expect(header).toContainText(amount(before + answer.prizeAmount));
  expect(minorOf((await header.textContent()) ?? '')).toBe(before + answer.prizeAmount);

  // The ticket is spent: the next visit lists none.
  await page.goto('/promotions');
  await expect(page.getByText('You hold no ticket. Join a raffle promotion to receive some.')).toBeVisible();
});
