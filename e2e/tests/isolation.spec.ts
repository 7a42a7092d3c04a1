import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';

test('a dead remote shows a localized message with retry in its slot, and the rest keeps working', async ({ page }) => {
  // This page's registry points mfe-promotions at an address where nothing answers.
  let dead = true;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    if (dead) registry['mfe-promotions'] = { entry: 'http://127.0.0.1:9/remotes/mfe-promotions/9.9.9/mf-manifest.json', version: '9.9.9' };
    await route.fulfill({ response, json: registry });
  });

  await openInEnglish(page);
  await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
  const slot = page.locator('[data-remote="mfe-promotions"]');
  await expect(slot).toHaveAttribute('data-remote-state', 'error', { timeout: 30_000 });
  await expect(slot).toContainText('This section could not be loaded.');

  // Header, side menu and footer are still there, and another remote still loads.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('18');
  await page.getByRole('complementary').getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('games-page')).toBeVisible();

  // Once the remote answers again, Retry brings it in without reloading the page.
  await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
  await expect(slot).toHaveAttribute('data-remote-state', 'error', { timeout: 30_000 });
  dead = false;
  await slot.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
});
