import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { englishOnlyTexts, untranslated } from '../support/untranslated';
import { MEMBER_PAGES } from '../support/pages';

/*
 * Nothing untranslated on screen. The main pages, their popups and the side menu are walked
 * in Burmese and in Chinese; any English text of ours, raw code or i18n key fails the test, every
 * finding listed in one message (support/untranslated.ts).
 */

const LANGUAGES = [
  ['MY', 'my'],
  ['CN', 'cn'],
] as const;

// mfe-member/src/App.tsx's built pages; agent pages of mfe-agent's agent centre (as in widths.spec.ts).
const AGENT_PAGES = ['agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'downlineManagmentView', 'personalHistoryCopy', 'palStatementsAgentCopy', 'agentRevenueReport', 'agentDownlineTransactionDetailsCopy'];
// The lottery pages as the lottery cards open them (the API's LOTTERY_LOBBY_CODES, shared's lotteryRoute),
// and a game's betting view as its lobby opens it (the launch query's lottoView and lottoGameCode).
const LOTTERY = [
  '/lottery',
  '/lottery?gameCode=LOTT_LOBBY',
  '/lottery?gameCode=GPK_LOBBY',
  '/seaLottery?gameCode=SEA_LOTTO',
  '/vnLottery?gameCode=VN_LOTTO',
  '/lottery?lottoView=betting&lottoGameCode=FAST_1',
  '/vnLottery?lottoView=betting&lottoGameCode=VN_NORTH',
];

async function settled(page: Page) {
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The interface language as a person's choice is kept: in the browser's storage, then a reload. */
async function switchTo(page: Page, code: string) {
  await page.evaluate((value) => localStorage.setItem('lang', JSON.stringify(value)), code);
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', code === 'CN' ? 'zh-CN' : 'my');
}

async function walk(page: Page, paths: string[], englishOnly: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    found.push(...(await untranslated(page, path, englishOnly)));
  }
  return found;
}

/** The side menu as a phone shows it: a drawer with the account group the wide column leaves out. */
async function sideMenuDrawer(page: Page, englishOnly: Set<string>): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator('button[aria-controls="side-menu"]').click();
  await expect(page.locator('#side-menu')).toBeVisible();
  const found = await untranslated(page, 'the side-menu drawer', englishOnly);
  await page.keyboard.press('Escape');
  if (viewport) await page.setViewportSize(viewport);
  return found;
}

// Each test walks dozens of pages (and several widths each): more than the default two minutes on a
// busy 2-core machine. A walk's length, not a timing the test asserts.
test.describe.configure({ timeout: 300_000 });

for (const [code, language] of LANGUAGES) {
  test(`a guest reading in ${code} sees no English of ours, no raw code and no key`, async ({ page }) => {
    const englishOnly = englishOnlyTexts(language);
    await openInEnglish(page, '/');
    await switchTo(page, code);
    // The home page carries the side menu's column on a wide screen.
    const found = await walk(page, ['/', '/rng', '/live', '/lottery', '/promotions', '/agent'], englishOnly);
    await page.goto('/');
    await settled(page);
    found.push(...(await sideMenuDrawer(page, englishOnly)));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: code === 'MY' ? 'အကောင့်ဝင်ရန်' : '登录' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await untranslated(page, 'the login popup', englishOnly)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await settled(page);
    found.push(...(await untranslated(page, 'the register popup', englishOnly)));
    expect(found, `untranslated in ${code}:\n${found.join('\n')}`).toEqual([]);
  });

  test(`a member reading in ${code} sees no English of ours, no raw code and no key`, async ({ page }) => {
    const englishOnly = englishOnlyTexts(language);
    await openInEnglish(page, '/');
    await loginThroughModal(page, DEMO.player);
    await switchTo(page, code);
    const found = await walk(
      page,
      ['/', '/rng', '/live', '/member', ...MEMBER_PAGES.map((name) => `/member/${name}`), ...LOTTERY, '/promotions', '/pointMall'],
      englishOnly,
    );
    await page.goto('/');
    await settled(page);
    found.push(...(await sideMenuDrawer(page, englishOnly)));
    expect(found, `untranslated in ${code}:\n${found.join('\n')}`).toEqual([]);
  });

  test(`an agent reading in ${code} sees no English of ours, no raw code and no key`, async ({ page }) => {
    const englishOnly = englishOnlyTexts(language);
    await openInEnglish(page, '/');
    await loginThroughModal(page, DEMO.agent);
    await switchTo(page, code);
    const found = await walk(page, ['/agentHome', ...AGENT_PAGES.map((name) => `/agentHome/${name}`), '/agent'], englishOnly);
    expect(found, `untranslated in ${code}:\n${found.join('\n')}`).toEqual([]);
  });
}
