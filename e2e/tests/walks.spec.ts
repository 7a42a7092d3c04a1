import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { englishOnlyTexts, untranslated } from '../support/untranslated';
import { AGENT_PAGES, MEMBER_PAGES } from '../support/pages';

/*
 * Every main page and popup, walked by a guest, a member and an agent, each page opened once and read
 * every way a person can read it: axe-core (WCAG 2.1 A/AA) in one theme and, switched in place with the
 * header's button, its colour rules in the other: no serious or critical finding; in Burmese and, switched
 * in place with the header's language list, in Chinese (or the other way round): no English text of
 * ours, no raw code, no i18n key (support/untranslated.ts). Each page opens in the theme and language the
 * one before was left in, so two switches read it four ways. A page is read once its remotes have
 * rendered (no slot loading), so the checks see what a person sees, not a spinner. Every finding of the
 * walk is listed before the test fails.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = [
  ['MY', 'my', 'my'],
  ['CN', 'cn', 'zh-CN'],
] as const;
const ENGLISH_ONLY = { my: englishOnlyTexts('my'), cn: englishOnlyTexts('cn') };

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
  // A page in the portal's frame is read with its footer, which the frame draws once the browser is
  // idle after the first screen (shell's WhenIdle); a popup may hide it from assistive technology.
  if (await page.locator('#main').count()) await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeAttached();
  await page.waitForLoadState('networkidle');
}

/**
 * A theme changes colours only: the page is checked against every rule in one theme, and in the other
 * against the rules that read colours: the themes differ in colours alone (the same markup, other values
 * of the CSS variables), so the other rules would only repeat themselves.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function axeFindings(page: Page, where: string, { coloursOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG)).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} (${violation.impact}): ${node.html.slice(0, 100)} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
      ),
    );
}

/**
 * What is untranslated once the page has drawn itself in the language: each part (the shell, every
 * remote) re-renders on its own when the texts arrive, so the page is read again until nothing is
 * left or the expect timeout passes; then what is still untranslated is the finding.
 */
async function untranslatedOnceDrawn(page: Page, where: string, englishOnly: Parameters<typeof untranslated>[2]): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(async () => (found = await untranslated(page, where, englishOnly)))
    .toEqual([])
    .catch(() => undefined);
  return found;
}

type Theme = 'dark' | 'light';
type Language = (typeof LANGUAGES)[number];
const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
const otherLanguage = (language: Language): Language => (language === LANGUAGES[0] ? LANGUAGES[1] : LANGUAGES[0]);

/** The header's theme button (☀ or ☾, named in the page's language), as a person presses it (the page stays). */
async function switchTheme(page: Page, to: Theme) {
  await page.getByRole('banner').getByRole('button').filter({ hasText: /^[☀☾]$/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

/**
 * The header's language list, as a person picks from it (the page stays; every part re-renders). The
 * page's lang follows the texts shown, once they have arrived; the header's theme button is then named
 * in the new language (the page reached networkidle long before, so that load state waits for nothing).
 */
async function switchLanguage(page: Page, [code, , htmlLang]: Language) {
  const themeButton = page.getByRole('banner').getByRole('button').filter({ hasText: /^[☀☾]$/ });
  const before = await themeButton.getAttribute('aria-label');
  await page.getByRole('banner').getByRole('combobox').selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(themeButton).not.toHaveAttribute('aria-label', before ?? '');
  await settled(page);
}

/** The theme and language the page is shown in now. */
async function shownIn(page: Page): Promise<{ theme: Theme; language: Language | undefined }> {
  const html = page.locator('html');
  const theme = (await html.getAttribute('data-theme')) === 'light' ? 'light' : 'dark';
  const lang = await html.getAttribute('lang');
  return { theme, language: LANGUAGES.find(([, , htmlLang]) => htmlLang === lang) };
}

/**
 * One page read every way with two switches: as it is shown (Burmese or Chinese, either theme), every
 * axe rule and its texts; then, in place, the other theme's colours and the other language's texts.
 * The page is left in the other theme and language, in which the next one opens (the stored choice).
 */
async function readEveryWay(page: Page, where: string): Promise<string[]> {
  await settled(page);
  if (!(await shownIn(page)).language) await switchLanguage(page, LANGUAGES[0]);
  const { theme, language } = await shownIn(page);
  const [code, key] = language!;
  const found = await axeFindings(page, `${where} (${theme}, ${code})`);
  found.push(...(await untranslatedOnceDrawn(page, `${where} (${code})`, ENGLISH_ONLY[key])));
  await switchTheme(page, otherTheme(theme));
  found.push(...(await axeFindings(page, `${where} (${otherTheme(theme)})`, { coloursOnly: true })));
  const next = otherLanguage(language!);
  await switchLanguage(page, next);
  found.push(...(await untranslatedOnceDrawn(page, `${where} (${next[0]})`, ENGLISH_ONLY[next[1]])));
  return found;
}

/** The agent landing is drawn without the portal's header: it is read by the visitor's stored choice. */
const BARE = new Set(['/agent']);

async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    if (BARE.has(path)) {
      found.push(...(await readByStoredChoice(page, path, path)));
      continue;
    }
    await page.goto(path);
    found.push(...(await readEveryWay(page, path)));
  }
  return found;
}

/**
 * A page without the header's controls, or a popup (which holds them behind it), read every way by the
 * visitor's stored choice: opened in Burmese in the dark theme (every axe rule, the texts), then in
 * Chinese in the light one (the colour rules, the texts), the popup on it each time.
 */
async function readByStoredChoice(page: Page, where: string, path: string, open: () => Promise<void> = async () => {}): Promise<string[]> {
  const found: string[] = [];
  const states = [
    { theme: 'dark', language: LANGUAGES[0], coloursOnly: false },
    { theme: 'light', language: LANGUAGES[1], coloursOnly: true },
  ] as const;
  for (const { theme, language, coloursOnly } of states) {
    await page.evaluate(([themeChoice, lang]) => {
      localStorage.setItem('theme', JSON.stringify(themeChoice));
      localStorage.setItem('lang', JSON.stringify(lang));
    }, [theme, language[0]] as const);
    await page.goto(path);
    await settled(page);
    await open();
    await settled(page);
    found.push(...(await axeFindings(page, `${where} (${theme}, ${language[0]})`, { coloursOnly })));
    found.push(...(await untranslatedOnceDrawn(page, `${where} (${language[0]})`, ENGLISH_ONLY[language[1]])));
    await page.keyboard.press('Escape');
  }
  return found;
}

/** The side menu as a phone shows it: a drawer with the account group the wide column leaves out. */
async function sideMenuDrawer(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const found = await readByStoredChoice(page, 'the side-menu drawer', '/', async () => {
    await page.locator('button[aria-controls="side-menu"]').click();
    await expect(page.locator('#side-menu')).toBeVisible();
  });
  if (viewport) await page.setViewportSize(viewport);
  return found;
}

async function startAs(page: Page, account?: { username: string; password: string }) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', JSON.stringify('dark'));
  });
  await openInEnglish(page, '/');
  if (account) await loginThroughModal(page, account);
}

// A walk opens its pages and reads each four ways: a few minutes for the longest on the 2-core CI
// machine, so each visitor's pages are cut into walks of about eight pages that run side by side.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const halves = <T>(items: readonly T[]): [T[], T[]] => [items.slice(0, Math.ceil(items.length / 2)), items.slice(Math.ceil(items.length / 2))];
const [memberPagesA, memberPagesB] = halves(['/member', ...MEMBER_PAGES.map((name) => `/member/${name}`)]);
const [agentPagesA, agentPagesB] = halves(['/agentHome', ...AGENT_PAGES.map((name) => `/agentHome/${name}`), '/agent']);

const WALKS: [visitor: string, account: { username: string; password: string } | undefined, paths: string[]][] = [
  ["a guest: the public pages", undefined, ['/', '/rng', '/live', '/promotions', '/agent']],
  ["a member: the games, promotions and mall", DEMO.player, ['/', '/rng', '/live', '/promotions', '/pointMall']],
  ['a member: the lottery pages', DEMO.player, LOTTERY],
  ['a member: the member centre (first half)', DEMO.player, memberPagesA],
  ['a member: the member centre (second half)', DEMO.player, memberPagesB],
  ['an agent: the agent centre (first half)', DEMO.agent, agentPagesA],
  ['an agent: the agent centre (second half)', DEMO.agent, agentPagesB],
];

for (const [visitor, account, paths] of WALKS) {
  test(`${visitor} read in both themes and in Burmese and Chinese: nothing inaccessible, nothing untranslated`, async ({ page }) => {
    await startAs(page, account);
    expect(await walk(page, paths), 'inaccessible or untranslated').toEqual([]);
  });
}

test("a guest's popups read in both themes and in Burmese and Chinese: nothing inaccessible, nothing untranslated", async ({ page }) => {
  await startAs(page);
  const banner = page.getByRole('banner');
  const found = [
    // A member's page asks a guest to log in: its popup stands over the page.
    ...(await readByStoredChoice(page, 'the login /lottery asks for', '/lottery', async () => {
      await expect(page.getByRole('dialog')).toBeVisible();
    })),
    ...(await readByStoredChoice(page, 'the login popup', '/', async () => {
      await banner.getByRole('button', { name: /^(Log in|အကောင့်ဝင်ရန်|登录)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    })),
    ...(await readByStoredChoice(page, 'the register popup', '/register', async () => {
      await expect(page.getByRole('dialog').first()).toBeVisible();
    })),
    ...(await sideMenuDrawer(page)),
  ];
  expect(found, 'inaccessible or untranslated').toEqual([]);
});

test("a member's side-menu drawer read in both themes and in Burmese and Chinese: nothing inaccessible, nothing untranslated", async ({ page }) => {
  await startAs(page, DEMO.player);
  expect(await sideMenuDrawer(page), 'inaccessible or untranslated').toEqual([]);
});
