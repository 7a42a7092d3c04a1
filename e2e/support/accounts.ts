// Helpers of the account journeys: the ops calls that read the outbox and switch whitelabel flags,
// and the register form driven the way a visitor fills it (the captcha read off its image).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';
import { admin, openInEnglish } from './portal';
import { readCaptcha } from './captcha';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  code: string;
  createdAt: string;
}

/** What was sent to a mobile (country code + national number, e.g. 959420000001) or an e-mail, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/wps/admin/outbox', { params: { to }, headers: { 'Admin-Token': E2E.adminToken } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { value: OutboxMessage[] }).value;
}

/** The newest code sent there, waiting a little for it to arrive. */
export async function latestCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await outbox(request, to)).find((message) => Date.parse(message.createdAt) >= after);
      code = newest?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * Opens the portal in English with the home popups closed whenever they show up: they open by
 * themselves (on arrival, after a login, after a first login: A then F) over whatever the journey is
 * doing. `noWaitAfter`: the next popup may follow at once; `dispatchEvent`: a popup may sit under a
 * modal the journey opened (a forced password change), where a real click cannot reach it.
 */
export async function openPortal(page: Page, path = '/') {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.locator('[data-home-popup]') }),
    async (popup) => {
      await popup.getByRole('button', { name: 'Close' }).first().dispatchEvent('click');
    },
    { noWaitAfter: true },
  );
  await openInEnglish(page, path);
}

/** Whitelabel flags are site-wide: only the serial `flags` project changes them, and restores them. */
export async function setFlags(request: APIRequestContext, flags: Record<string, boolean>) {
  await admin(request, '/wps/admin/system/whitelabel', { flags });
}

/** A fresh account name by the demo site's rule (a letter, then letters or digits, 4–16). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
}

/** A fresh Myanmar mobile number (national part, 10 digits starting with 9). */
export function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Types the code of the captcha image shown in `scope` (waits for the image to load). */
export async function fillCaptcha(scope: Locator) {
  const image = scope.getByRole('img', { name: 'Verification code image' });
  await expect(image).toBeVisible();
  await scope.getByLabel('Verification code', { exact: true }).fill(await readCaptcha(image));
}

export async function openRegister(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The username tab of the register popup, filled and sent; the popup closes on success. */
export async function registerByUsername(page: Page, username: string, password: string) {
  const dialog = await openRegister(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await fillCaptcha(dialog);
  await dialog.getByRole('checkbox', { name: /at least 18/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export async function logoutThroughMenu(page: Page, account: string | RegExp) {
  await page.getByRole('banner').getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}
