import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { DEMO, loginThroughModal, navigateInApp, openInEnglish, readRegistry, writeRegistry } from '../support/portal';

test('ops swap the lottery remote and an open page switches on its next navigation, without a reload', async ({ page }) => {
  const original = readRegistry();
  const before = original['mfe-lottery']!.version;
  try {
    await openInEnglish(page);
    await loginThroughModal(page, DEMO.player);
    await navigateInApp(page, '/lottery');
    const slot = page.locator('[data-remote="mfe-lottery"]');
    await expect(slot).toHaveAttribute('data-remote-version', before);
    // The remote's own build says which version drew the page (a data attribute: no badge on screen).
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-app-version', before);

    // A marker that only survives if the shell is never reloaded.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();

    writeRegistry({
      ...original,
      'mfe-lottery': { entry: `/remotes/mfe-lottery/${E2E.swapVersion}/mf-manifest.json`, version: E2E.swapVersion },
    });

    await navigateInApp(page, '/lottery');
    await expect(slot).toHaveAttribute('data-remote-version', E2E.swapVersion);
    await expect(page.getByTestId('lottery-page')).toHaveAttribute('data-app-version', E2E.swapVersion);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-react-instances', '1');
  } finally {
    writeRegistry(original);
  }
});
