import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// The first-deposit bonus journey: a new member joins the first-deposit bonus the home page advertises,
// deposits through the demo payment provider, claims the bonus in the reward centre, and finds it in
// the header and in bonus details. 100% of a K 1,000.00 deposit: K 1,000.00 more. No register bonus:
// it is for accounts with a phone proven by SMS, and this one signed up by username.

const BONUS = 'First deposit bonus 100%';

test('a member joins the first-deposit bonus, deposits, claims the bonus in the reward centre and sees it in the header and bonus details', async ({ page }) => {
  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('pr'), 'Secret-12');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('0.00');

  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').filter({ has: page.getByRole('heading', { name: BONUS }) });
  await card.getByRole('button', { name: `Join ${BONUS}` }).click();
  await expect(card).toContainText('Signed up');

  // The deposit through the demo provider: its signed callback credits the wallet and issues the reward.
  await page.goto('/member/depositv2');
  await page.getByTestId('deposit-channel-KBZPAY').check();
  await page.getByTestId('deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
  await expect(header).toContainText('1,000.00');

  await page.goto('/member/rewardCenter');
  await page.getByRole('tab', { name: 'To claim (1)' }).click();
  await expect(page.getByRole('button', { name: 'Claim Register bonus' })).toHaveCount(0);
  await page.getByRole('button', { name: `Claim ${BONUS}` }).click();
  // A bonus with turnover asks first, naming what it locks.
  await page.getByRole('alertdialog', { name: `Claim ${BONUS}?` }).getByRole('button', { name: 'Claim and lock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your main wallet' })).toContainText('1,000.00');
  // The bonus reaches the header by the server's push, and the claimed tab shows its turnover.
  await expect(header).toContainText('2,000.00');
  await expect(page.getByRole('tab', { name: 'To claim (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Claimed (1)' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();

  await page.goto('/member/bonusDetails');
  await expect(page.getByTestId('bonuses')).toContainText('1,000.00');
});
