import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { AGENT_PAGES, MEMBER_PAGES } from '../support/pages';
import { tablesTooWide, widthsTooNarrow } from '../support/width';

/*
 * At 360, 375, 414 and 768 px, logged out and logged in, no page of the route table and no
 * modal scrolls sideways. Each page is loaded once and measured at every width (support/width.ts), and
 * its tables at 360 px: a records table turns into cards or scrolls inside its own box; every finding
 * is listed before the test fails. Runs in the phone project (touch, mobile viewport),
 * where the width fixture also watches every moment in between.
 */

const GAME_ROUTES = ['/sports', '/esports', '/lott', '/elott', '/cockfight', '/live', '/fish', '/rng', '/pvp', '/bgs'];

async function settled(page: Page) {
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens each path and measures it; returns every width at which a page was too wide. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    found.push(...(await widthsTooNarrow(page, path)), ...(await tablesTooWide(page, path)));
  }
  return found;
}

/** Opens a dialog the way a person does, measures the page with it open, and closes it. */
async function withDialog(page: Page, name: string | RegExp, open: () => Promise<void>): Promise<string[]> {
  await page.setViewportSize({ width: 375, height: 800 });
  await open();
  const dialog = page.getByRole('dialog', { name }).last();
  await expect(dialog).toBeVisible();
  await settled(page);
  const found = await widthsTooNarrow(page, `the "${name}" dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return found;
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

// Each test walks dozens of pages (and several widths each): more than the default two minutes on a
// busy 2-core machine. A walk's length, not a timing the test asserts. The walks share nothing, so they
// go to both workers: the last file of the phone journeys, they otherwise ran one after the other on one
// worker while the other had nothing left (2.5 minutes of the run).
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

test('a guest: every public route and every popup fits 360 to 768 px', async ({ page }) => {
  await openInEnglish(page, '/');
  const found = await walk(page, ['/', ...GAME_ROUTES, '/promotions', '/agent']);
  await page.goto('/');
  await settled(page);
  const banner = page.getByRole('banner');
  found.push(...(await withDialog(page, 'Log in', () => banner.getByRole('button', { name: 'Log in' }).click())));
  found.push(
    ...(await withDialog(page, 'Forgot password', async () => {
      await banner.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    })),
  );
  await page.keyboard.press('Escape');
  found.push(...(await withDialog(page, /register/i, () => banner.getByRole('button', { name: 'Register' }).click())));
  found.push(...(await withDialog(page, 'Side menu', () => menuButton(page).click())));
  found.push(
    ...(await withDialog(page, /app/i, async () => {
      await menuButton(page).click();
      await page.getByRole('dialog', { name: 'Side menu' }).getByRole('button', { name: 'App download' }).click();
    })),
  );
  found.push(
    ...(await withDialog(page, 'Announcements', async () => {
      await menuButton(page).click();
      await page.getByRole('dialog', { name: 'Side menu' }).getByRole('button', { name: 'Announcements' }).click();
    })),
  );
  found.push(...(await withDialog(page, /help/i, () => page.goto('/help').then(() => undefined))));
  await page.goto('/');
  await settled(page);
  const footer = page.getByRole('contentinfo');
  found.push(...(await withDialog(page, 'Feedback', () => footer.getByRole('button', { name: 'Feedback' }).click())));
  // A vendor group (V8 Poker) opens the game popup list, with the games remote inside. The footer's
  // logos scroll by, so the click is dispatched rather than aimed.
  found.push(...(await withDialog(page, /V8 Poker/, () => footer.getByRole('button', { name: 'V8 Poker' }).first().dispatchEvent('click'))));
  expect(found, 'pages wider than the screen').toEqual([]);
});

test('a member: every route, every member-centre page and the account popups fit 360 to 768 px', async ({ page }) => {
  await openInEnglish(page, '/');
  await loginThroughModal(page, DEMO.player);
  const found = await walk(page, [
    '/',
    ...GAME_ROUTES,
    '/favorite',
    '/recent',
    '/member',
    ...MEMBER_PAGES.map((name) => `/member/${name}`),
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/promotions',
    '/pointMall',
  ]);
  await page.goto('/');
  await settled(page);
  // The side menu's drawer holds the account menu on these widths (the header's is for wide screens).
  found.push(...(await withDialog(page, 'Side menu', () => menuButton(page).click())));
  await page.goto('/member/securityCenter');
  await settled(page);
  found.push(...(await withDialog(page, /password/i, () => page.getByRole('button', { name: 'Change login password' }).click())));
  found.push(...(await withDialog(page, /mobile number/i, () => page.getByRole('button', { name: /^(Bind|Change) mobile number$/ }).click())));
  await page.goto('/member/withdraw');
  await settled(page);
  found.push(...(await widthsTooNarrow(page, 'the add-a-bank-card form')));
  expect(found, 'pages wider than the screen').toEqual([]);
});

test('an agent: the agent centre and its pages fit 360 to 768 px, in Burmese', async ({ page }) => {
  await openInEnglish(page, '/');
  await loginThroughModal(page, DEMO.agent);
  // In the site's default language, whose words run longest: the member's walk above reads English.
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('MY')));
  const found = await walk(page, ['/agentHome', ...AGENT_PAGES.map((name) => `/agentHome/${name}`), '/agent']);
  expect(found, 'pages wider than the screen').toEqual([]);
});
