import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { DEMO, loginThroughModal, navigateInApp, openInEnglish } from '../support/portal';

test('a dead remote shows a localized message with retry in its slot, and the rest keeps working', async ({ page }) => {
  // This page's registry points mfe-promotions at a version nobody deployed (the portal's own origin
  // answers 404; another origin would be refused by the CSP, which follows the server's registry).
  let dead = true;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    if (dead) registry['mfe-promotions'] = { entry: '/remotes/mfe-promotions/9.9.9/mf-manifest.json', version: '9.9.9' };
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

test('a remote built for a newer @portal/kernel than the shell has is refused at load, not halfway through a page', async ({ page }) => {
  // The lottery is pointed at a build that needs @portal/kernel ^9 (this shell has 1.x), past the
  // registry's own refusal: the page's last guard.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    const version = E2E.newerKernelVersion;
    registry['mfe-lottery'] = { entry: `/remotes/mfe-lottery/${version}/mf-manifest.json`, version };
    await route.fulfill({ response, json: registry });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('@portal/kernel')) refusals.push(message.text());
  });

  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await navigateInApp(page, '/lottery');
  const slot = page.locator('[data-remote="mfe-lottery"]');
  await expect(slot).toHaveAttribute('data-remote-state', 'error', { timeout: 30_000 });
  await expect(slot).toContainText('This section could not be loaded.');
  expect(refusals.join('\n')).toContain('^9.0.0');

  // The shell and the other remotes are untouched.
  await page.getByRole('complementary').getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('games-page')).toBeVisible();
});
