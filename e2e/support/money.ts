import type { Page } from '@playwright/test';
import { expect } from './test';

/** The payment password the money journeys set for their new members. */
export const PAYMENT_PASSWORD = '135790';

/** Sets the signed-in member's payment password in the security centre, as a person would. */
export async function setPaymentPassword(page: Page): Promise<void> {
  await page.goto('/member/securityCenter');
  await page.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel('Confirm new payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByTestId('payment-password-status')).toHaveText('Set');
}

/** Adds a bank card from the withdraw page (the payment password must be set). */
export async function addBankCard(page: Page, accountName = 'E2E Player'): Promise<void> {
  await page.goto('/member/withdraw');
  await page.getByRole('button', { name: 'Add a bank card' }).click();
  const form = page.getByTestId('add-card-form');
  await form.getByLabel('Bank').selectOption({ index: 1 });
  await form.getByLabel('Account name').fill(accountName);
  await form.getByLabel('Account number').fill(`${Date.now()}`.slice(-12));
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Save bank card' }).click();
  await expect(form).toBeHidden();
}
