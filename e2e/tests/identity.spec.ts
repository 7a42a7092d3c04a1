import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { fillCaptcha, logoutThroughMenu, openPortal, uniqueUsername } from '../support/accounts';

// One-click sign-in with the local OpenID provider that `npm start` runs beside the portal
// (idp/, panva's oidc-provider with its development pages): the popup, the provider's sign-in and
// consent, back to the portal; a new identity registers through the site's form, then logs in with
// one click; a closed popup says so.

/** The login popup's one-click button opens the provider's window. */
async function openProviderWindow(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  const [popup] = await Promise.all([page.waitForEvent('popup'), login.getByRole('button', { name: 'Continue with Portal ID (demo)' }).click()]);
  return { login, popup };
}

/**
 * The provider's window closed (the portal closes it once the result is in). It may close before the
 * step that caused it has returned: a window already closed has nothing more to wait for. Checked and
 * listened to in one tick, so no close falls between.
 */
function closed(popup: Page): Promise<unknown> {
  return popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close');
}

/** A person at the provider: signs in as `name` (any password on the demo provider) and agrees. */
async function signInAtProvider(popup: Page, name: string) {
  await popup.getByPlaceholder('Enter any login').fill(name);
  await popup.getByPlaceholder('and password').fill('whatever-1');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed(popup);
}

test('a new identity registers with one click through the site form, then logs in with one click', async ({ page }) => {
  const name = uniqueUsername('oc');
  await openPortal(page);
  const { popup } = await openProviderWindow(page);
  await expect(popup).toHaveURL(/localhost:\d+\/interaction\//);
  await signInAtProvider(popup, name);

  // Back on the portal: the register form, prefilled, says whose account it makes.
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByRole('note')).toHaveText(`Signing up with Portal ID (demo) (${name.toLowerCase()}@idp.local)`);
  await expect(register.getByLabel('Username')).toHaveValue(name.toLowerCase());
  // The site's rules still apply.
  await register.getByRole('checkbox', { name: /at least 18/ }).check();
  await register.getByLabel('Password', { exact: true }).fill('Secret-12');
  await register.getByLabel('Confirm password').fill('Secret-12');
  await fillCaptcha(register);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register).toBeHidden();
  const account = new RegExp(name, 'i');
  await expect(page.getByRole('banner').getByRole('button', { name: account })).toBeVisible();

  // Out, and in again: one click, the provider remembers the person, no form, the same account.
  await logoutThroughMenu(page, account);
  const again = await openProviderWindow(page);
  await closed(again.popup);
  await expect(again.login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: account })).toBeVisible();
});

test('closing the provider window is a login failure, and the login popup stays', async ({ page }) => {
  await openPortal(page);
  const { login, popup } = await openProviderWindow(page);
  await popup.close();
  await expect(login.getByRole('alert')).toHaveText('Login failure. Please try again.');
  await expect(login.getByRole('button', { name: 'Continue with Portal ID (demo)' })).toBeEnabled();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});
