import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';

test('the demo player logs in through the modal and sees the balance in the header', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await expect(page.getByTestId('header-balance')).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/);
  await expect(page.getByRole('banner').getByRole('button', { name: /^demo/i })).toBeVisible();

  // Masking hides the figure, and it comes back.
  const hide = page.getByRole('button', { name: 'Hide balance' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('header-balance')).toContainText('****');
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('header-balance')).not.toContainText('****');
});

test('a wrong password is refused with a clear message and nothing changes', async ({ page }) => {
  await openInEnglish(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(DEMO.player.username);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/wrong account or password/i);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('logout asks for confirmation, then clears the session but keeps the merchant code', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await page.getByRole('banner').getByRole('button', { name: /^demo/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: /^demo/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const stored = await page.evaluate(() => ({ token: sessionStorage.getItem('token'), merchant: sessionStorage.getItem('merchantCode') }));
  expect(stored.token).toBeNull();
  expect(stored.merchant).toBe(JSON.stringify('DEMO'));
});

test('a protected route without a session goes to /login and opens the login popup', async ({ page }) => {
  await openInEnglish(page, '/member/securityCenter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the session survives a reload through session storage', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText(/\d\.\d{2}/);
});

test('a trial user is blocked from the member centre', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.trial);
  await page.goto('/member');
  await expect(page.getByTestId('trial-blocked')).toContainText('please register or log in to a formal account', { ignoreCase: true });
});
