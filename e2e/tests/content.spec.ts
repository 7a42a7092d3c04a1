import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';

test('/help#term opens the help centre at the terms', async ({ page }) => {
  await openInEnglish(page, '/help#term');
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog.locator('[data-help-section="term"]')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the marquee opens the notice popup at the notice that was clicked', async ({ page }) => {
  // A visitor who did not ask for less motion: the marquee moves (the journeys' default stills it).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openInEnglish(page);
  const marquee = page.getByRole('region', { name: 'Latest notices' });
  const first = marquee.getByRole('button').first();
  const title = await first.innerText();
  // The marquee never stops moving, so Playwright's stability wait would never end: dispatch the click.
  await first.dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
});

test('the app download popup shows a QR code of the portal link with language and token', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'App download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download the app' });
  const qr = dialog.getByRole('img', { name: 'QR code of the app download link' });
  await expect(qr).toHaveAttribute('width', '120');
  const link = await qr.getAttribute('data-qr-value');
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null'));
  expect(link).toBe(`http://127.0.0.1:${new URL(page.url()).port}/?lang=EN&token=${token}`);
  await dialog.getByRole('tab', { name: 'Android' }).click();
  await expect(dialog.getByRole('listitem').first()).toContainText('Chrome');
});

test('feedback names the missing items and counts the description', async ({ page }) => {
  await openInEnglish(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please fill in: Question type, Description, Verification code')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByLabel('Description').fill('x'.repeat(230));
  await expect(dialog.getByText('200/200')).toBeVisible();
});

test('a trial user reaching for the wallet gets the formal-account warning', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.trial);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Trial account' })).toContainText(/please register or log in to a formal account/i);
  await expect(page).not.toHaveURL(/depositv2/);
});

test('an address that is no page says so, keeps the address, and leads back home', async ({ page }) => {
  await openInEnglish(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await page.getByRole('navigation', { name: 'Where to go instead' }).getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
