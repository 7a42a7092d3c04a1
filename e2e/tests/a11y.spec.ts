import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { AGENT_PAGES, MEMBER_PAGES } from '../support/pages';

/*
 * axe-core on the main pages: no serious or critical finding, in both themes. A page is
 * checked once its remote has rendered (its slot is no longer loading), so the check sees the page a
 * person sees, not a spinner.
 */

const THEMES = ['dark', 'light'] as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.html.slice(0, 100)} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
    );
}

async function settled(page: Page) {
  await expect(page.locator('[data-remote-state="loading"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Every page of a journey is checked before the test fails, so one run lists all that is wrong. */
async function checkAll(page: Page, pages: [where: string, open: () => Promise<void>][]) {
  const findings: Record<string, string[]> = {};
  for (const [where, open] of pages) {
    await open();
    await settled(page);
    const found = await seriousFindings(page);
    if (found.length > 0) findings[where] = found;
  }
  expect(findings, 'serious or critical axe findings').toEqual({});
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
}

// The guest and member walks load and scan dozens of pages: more than the default two minutes on a
// busy 2-core machine. A walk's length, not a timing the test asserts.
test.describe.configure({ timeout: 300_000 });

for (const theme of THEMES) {
  test(`a guest's pages and popups have no serious axe finding (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await checkAll(page, [
      ...['/', '/rng', '/promotions', '/agent'].map((path): [string, () => Promise<void>] => [path, () => openInEnglish(page, path)]),
      [
        'the login popup',
        async () => {
          await openInEnglish(page, '/');
          await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
          await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
        },
      ],
      [
        'the register popup',
        async () => {
          await openInEnglish(page, '/register');
          await expect(page.getByRole('dialog').first()).toBeVisible();
        },
      ],
    ]);
  });

  test(`a member's pages have no serious axe finding (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openInEnglish(page, '/');
    await loginThroughModal(page, DEMO.player);
    // The member centre and every page of it that is built (mfe-member/src/App.tsx), the lottery, the mall.
    const paths = ['/member', ...MEMBER_PAGES.map((name) => `/member/${name}`), '/lottery', '/pointMall'];
    await checkAll(page, paths.map((path) => [path, async () => void (await page.goto(path))]));
  });

  test(`the agent centre has no serious axe finding (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openInEnglish(page, '/');
    await loginThroughModal(page, DEMO.agent);
    // Every page of the agent centre (support/pages.ts).
    await checkAll(page, AGENT_PAGES.map((name): [string, () => Promise<void>] => [name, async () => void (await page.goto(`/agentHome/${name}`))]));
  });
}
