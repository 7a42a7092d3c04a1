import type { Page } from '@playwright/test';
import { test as base, expect } from './width';

/**
 * The journeys' `test`: a home popup (spec §4: audience B for guests, A and F after login) is closed
 * whenever it stands in the way, as a person would close it. Popups come one after another, so the
 * handler does not wait for "none left" (`noWaitAfter`); it runs again for the next one. Journeys
 * about the popups themselves use ./csp's `test`, which only fails on a CSP violation (as this one does;
 * this one also fails on a page wider than a phone in the phone project, ./width).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await closeHomePopups(page);
    await use(page);
  },
});

/** The `page` fixture's popup closer, for the pages of a journey's own browser contexts too. */
export async function closeHomePopups(page: Page) {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.locator('[data-home-popup]') }),
    async (dialog) => {
      // The popup can go by itself before the click (a navigation away from home unmounts it);
      // waiting for its button then would hold every later step until the test times out.
      await dialog
        .getByRole('button', { name: /close|ပိတ်|关闭/i })
        .dispatchEvent('click', undefined, { timeout: 2_000 })
        .catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

export { expect };
