import { expect, test } from '../support/test';
import { widthsTooNarrow } from '../support/width';
import { openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';
import { addBankCard, PAYMENT_PASSWORD, setPaymentPassword } from '../support/money';

// The first deposit as a new player makes it: the deposit page offers the
// first-deposit bonus as an opt-in ("No bonus" unless chosen) and says what it gives and locks; the
// player opts in and pays through the demo provider; the reward centre asks before the claim, naming
// the amount that becomes locked and the play it waits for; the withdraw page says what is locked and
// why, and the locked part cannot be withdrawn. 100% of a K 1,000.00 deposit: a K 1,000.00 bonus,
// and K 2,000.00 (the deposit and the bonus) locked until K 15,000.00 of valid bets (15×).

const BONUS = 'First deposit bonus 100%';

test('a new player opts into the first-deposit bonus, pays, claims it knowing what it locks, and cannot withdraw the locked part', async ({ page }) => {
  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('fd'), 'Secret-12');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('0.00');

  // The deposit page: the bonus is offered, not chosen for the player.
  await page.goto('/member/depositv2');
  const bonuses = page.getByRole('group', { name: 'Bonus' });
  await expect(bonuses.getByRole('radio', { name: /No bonus/ })).toBeChecked();
  await page.getByTestId('deposit-channel-KBZPAY').check();
  await page.getByTestId('deposit-amount').fill('1000');
  await bonuses.getByRole('radio', { name: new RegExp(BONUS) }).check();
  await expect(page.getByTestId(/^deposit-bonus-\d+$/).filter({ hasText: BONUS })).toContainText(
    'With this deposit: a K 1,000.00 bonus. Once claimed, K 2,000.00 (the deposit and the bonus) stays locked until you play K 15,000.00 in valid bets.',
  );
  expect(await widthsTooNarrow(page, 'the deposit page with its bonuses')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Through the demo provider: its signed callback credits the deposit and issues the bonus.
  await page.getByTestId('deposit-submit').click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?orderNo=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
  await expect(header).toContainText('1,000.00');
  // Taken: the first-deposit bonus is no longer offered.
  await page.reload();
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(BONUS) })).toHaveCount(0);

  // The claim asks first, naming what becomes locked and for how much play.
  await page.goto('/member/rewardCenter');
  await page.getByRole('button', { name: `Claim ${BONUS}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Claim ${BONUS}?` });
  await expect(confirm).toContainText(
    'Claiming adds K 1,000.00 to your main wallet. K 2,000.00 of your balance (this bonus and the deposit it came with) then stays locked until you have played K 15,000.00 in valid bets',
  );
  expect(await widthsTooNarrow(page, 'the claim confirmation')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByRole('button', { name: 'Claim and lock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your main wallet' })).toContainText('K 2,000.00 stays locked');
  await expect(header).toContainText('2,000.00');

  // The withdraw page says what is locked and why; the locked part cannot leave.
  await setPaymentPassword(page);
  await addBankCard(page, 'E2E Bonus Player');
  await page.goto('/member/withdraw');
  const locked = page.getByTestId('withdraw-locked');
  await expect(locked.getByRole('heading', { name: 'Locked: K 2,000.00' })).toBeVisible();
  const lock = locked.getByRole('listitem').filter({ hasText: BONUS });
  await expect(lock).toContainText('K 2,000.00 locked');
  await expect(lock.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'K 0.00 of K 15,000.00 valid bets (0%)');
  await expect(page.getByTestId('withdraw-available')).toHaveText(/K 0\.00/);
  expect(await widthsTooNarrow(page, 'the withdraw page with its locks')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-form')).toContainText('The amount is more than the available K 0.00.');
  await expect(page.getByTestId('withdraw-done')).toHaveCount(0);
  await expect(header).toContainText('2,000.00');
});
