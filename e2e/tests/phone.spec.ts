import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';

// The portal on a phone, run by the phone project (375×812, touch), which also fails any
// page of any journey that is wider than the screen (support/width.ts). The money and game journeys
// (wallet.spec.ts, games.spec.ts) run in that project too; this one covers the frame itself: the
// one-bar header, the side menu as a drawer, and the main pages of a logged-in member.

test('on a phone the header is one bar, the side menu is a drawer, and no page scrolls sideways', async ({ page }) => {
  await openInEnglish(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await loginThroughModal(page, DEMO.player);
  await expect(page.getByTestId('header-balance')).toContainText(/\d\.\d{2}/);
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
  // One compact bar: the logo, the balance, deposit and the menu button side by side.
  const bar = await header.boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(72);

  // The drawer holds what the bar leaves out; a link in it navigates and closes it.
  await header.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Side menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw/);
  await expect(drawer).toBeHidden();

  for (const path of ['/member', '/member/depositv2', '/member/transactionHistory', '/member/securityCenter', '/member/messageV2', '/rng', '/live', '/promotions', '/lottery']) {
    await page.goto(path);
    await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }

  // Sign out from the drawer.
  await header.getByRole('button', { name: 'Menu' }).click();
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('on a phone Deposit opens on its form, and the member menu is one tap away in a drawer', async ({ page }) => {
  await openInEnglish(page, '/');
  await loginThroughModal(page, DEMO.player);
  await page.goto('/member/depositv2');
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
  // The form's first field (the first payment channel) is on the first screen, not under the menu.
  const firstField = page.locator('[data-testid^="deposit-channel-"]').first();
  await expect(firstField).toBeVisible();
  const box = await firstField.boundingBox();
  expect(box!.y).toBeLessThan(812);
  await expect(page.getByRole('navigation', { name: 'Member centre' })).toBeHidden();

  // The bar names the page; its button opens the menu; a page picked there is shown and the drawer closes.
  const menuButton = page.getByRole('button', { name: 'Member centre menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const buttonBox = await menuButton.boundingBox();
  expect(buttonBox!.height).toBeGreaterThanOrEqual(44);
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Member centre' });
  await expect(drawer).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Deposit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw/);
  await expect(drawer).toBeHidden();
});
