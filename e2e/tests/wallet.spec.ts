import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';
import { addBankCard, PAYMENT_PASSWORD, setPaymentPassword } from '../support/money';

// The money journey with a new member: a deposit through the demo payment provider (its
// signed callback credits the wallet and the server push updates the header), a withdrawal to a bank
// card, its confirmation as partly received, and both found in the account records.


async function deposit(page: Page, amountText: string): Promise<string> {
  await page.goto('/member/depositv2');
  await page.getByTestId('deposit-channel-KBZPAY').check();
  await page.getByTestId('deposit-amount').fill(amountText);
  await page.getByTestId('deposit-submit').click();
  // The demo payment provider is a page of the API; paying sends the signed callback and comes back.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?orderNo=/);
  await expect(page.getByTestId('deposit-status-value')).toHaveAttribute('data-status', 'credited');
  return new URL(page.url()).searchParams.get('orderNo')!;
}

test('deposit through the demo provider, withdraw, confirm it as partly received, and find both in the records', async ({ page }) => {
  await openInEnglish(page, '/');
  await registerByUsername(page, uniqueUsername('wl'), 'Secret-12');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('0.00');

  // The provider's callback credits the wallet while the player is on the provider's page: back on the
  // portal, the header has the new balance and the notification waits among the messages.
  const depositNo = await deposit(page, '1500');
  await expect(header).toContainText('1,500.00');
  await page.goto('/member/messageV2');
  await expect(page.getByText('Deposit credited').first()).toBeVisible();

  await setPaymentPassword(page);
  await addBankCard(page);
  await page.goto('/member/withdraw');
  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  const done = page.getByTestId('withdraw-done');
  await expect(done).toContainText('has been submitted');
  const withdrawNo = /Withdrawal (\S+) of/.exec(await done.innerText())![1]!;
  await expect(header).toContainText('500.00');
  // The demo site approves it a few seconds later: the server push brings the toast while the page is open.
  await expect(page.getByTestId('notification-toasts')).toContainText('Withdrawal approved', { timeout: 30_000 });

  // The orders list follows the push too: paid out, the row offers the confirmation without "Refresh list".
  await expect(page.getByTestId(`withdraw-status-${withdrawNo}`)).toHaveAttribute('data-status', 'disbursed', { timeout: 30_000 });
  await page.getByTestId(`confirm-${withdrawNo}`).click();
  const dialog = page.getByRole('dialog', { name: `Confirm withdrawal ${withdrawNo}` });
  await dialog.getByRole('radio', { name: 'Partly received' }).check();
  await dialog.getByLabel('Amount received').fill('600');
  await dialog.getByLabel('Amount remaining').fill('400');
  await dialog.getByTestId('confirm-receipt-submit').click();
  await expect(page.getByTestId(`withdraw-status-${withdrawNo}`)).toHaveAttribute('data-status', 'partlyReceived');
  await expect(page.getByTestId(`withdraw-order-${withdrawNo}`)).toContainText('Received K 600.00, remaining K 400.00');

  await page.goto('/member/transactionHistory');
  await expect(page.getByTestId(`transactions-row-${depositNo}`)).toContainText('1,500.00');
  await expect(page.getByTestId(`transactions-row-${withdrawNo}`)).toContainText('1,000.00');
});
