import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';

/** The demo accounts the API seeds on first start (api/README.md). */
export const DEMO = {
  player: { username: 'demo', password: 'Demo1234' },
  trial: { username: 'trial01', password: 'Trial1234' },
  agent: { username: 'agent01', password: 'Agent1234' },
};

/** Opens the portal in English (the default is Burmese; the language journey covers that). */
export async function openInEnglish(page: Page, path = '/') {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', JSON.stringify('EN'));
  });
  await page.goto(path);
}

export async function loginThroughModal(page: Page, account: { username: string; password: string }) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

export function readRegistry(): Record<string, { entry: string; version: string }> {
  return JSON.parse(readFileSync(E2E.registry, 'utf8'));
}

/** What ops do to swap a remote: rewrite the registry file (atomically) on the running server. */
export function writeRegistry(registry: Record<string, { entry: string; version: string }>) {
  const temp = `${E2E.registry}.tmp`;
  writeFileSync(temp, JSON.stringify(registry, null, 2));
  renameSync(temp, E2E.registry);
}

export async function admin(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { data, headers: { 'Admin-Token': E2E.adminToken } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Client-side navigation, as a link inside the page would do it: the shell is not reloaded. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Three wrong passwords in a login popup: no captcha before, the server's refusal each time, and the
 * captcha (field and picture) after the third, as the server then demands it.
 */
export async function failLoginThreeTimes(dialog: Locator) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(dialog.getByLabel('Verification code', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/wrong account or password/i);
  }
  await expect(dialog.getByLabel('Verification code', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Verification code image' })).toBeVisible();
}
