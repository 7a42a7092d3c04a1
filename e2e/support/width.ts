import type { Page } from '@playwright/test';
import { test as base, expect } from './csp';

/*
 * On a phone no page may scroll sideways. With `checkSidewaysScroll` on (the phone project),
 * an init script measures every page of the test's context a few times a second and on every resize:
 * a moment where the document is wider than the window is reported on the console with the path and
 * both widths, collected here, and must be none when the test ends. Every page the journey visits is
 * so checked as it is shown, without a step of its own.
 */

const REPORT = 'sideways scroll:';

export const test = base.extend<{ checkSidewaysScroll: boolean; sidewaysScroll: string[] }>({
  checkSidewaysScroll: [false, { option: true }],
  sidewaysScroll: [
    async ({ context, checkSidewaysScroll }, use) => {
      const seen = new Set<string>();
      if (checkSidewaysScroll) {
        context.on('console', (message) => {
          if (message.text().startsWith(REPORT)) seen.add(message.text());
        });
        await context.addInitScript((report) => {
          if (window.top !== window) return;
          const check = () => {
            // On a phone Chromium zooms out to show a too-wide page whole, and innerWidth grows with it;
            // the layout viewport (the root's clientWidth) keeps the screen's width.
            const screen = Math.min(window.innerWidth, document.documentElement.clientWidth);
            const width = document.documentElement.scrollWidth;
            if (width > screen) console.warn(`${report} ${location.pathname} is ${width} px wide on a ${screen} px screen`);
          };
          window.addEventListener('resize', check);
          window.setInterval(check, 250);
        }, REPORT);
      }
      await use([...seen]);
      expect([...seen], 'pages wider than the phone').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The phone and tablet widths every page must fit. */
export const WIDTHS = [360, 375, 414, 768] as const;

/**
 * The page at each width, as it is now (a modal open, say): a description of every width at which the
 * document is wider than the screen. Each width is measured after a frame, so layouts that follow
 * the width (matchMedia, container queries) have settled.
 */
export async function widthsTooNarrow(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const wide = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) =>
          requestAnimationFrame(() => {
            const screen = Math.min(window.innerWidth, document.documentElement.clientWidth);
            const widthNow = document.documentElement.scrollWidth;
            resolve(widthNow > screen ? widthNow : null);
          }),
        ),
    );
    if (wide !== null) found.push(`${where} is ${wide} px wide at ${width} px`);
  }
  return found;
}

/**
 * The tables of the page at the narrowest width: each must fit the screen (the records' tables turn
 * into cards) or scroll inside a box of its own that fits. A description of each one that does neither.
 */
export async function tablesTooWide(page: Page, where: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  const wide = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => {
          const screen = Math.min(window.innerWidth, document.documentElement.clientWidth);
          // A table in a 1-px clipped box (the visually-hidden pattern) is read by screen readers and
          // seen by no one; such a box keeps it from widening the page, which the page check measures.
          const forScreenReadersOnly = (table: Element) => {
            for (let box = table.parentElement; box; box = box.parentElement) {
              const rect = box.getBoundingClientRect();
              if (getComputedStyle(box).overflow === 'hidden' && rect.width <= 1 && rect.height <= 1) return true;
            }
            return false;
          };
          const found: string[] = [];
          for (const table of Array.from(document.querySelectorAll('table'))) {
            const box = table.getBoundingClientRect();
            if (box.width === 0 || box.right <= screen) continue;
            if (forScreenReadersOnly(table)) continue;
            let scroller: Element | null = table.parentElement;
            while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
            const fits = scroller && scroller !== document.documentElement && scroller !== document.body && scroller.getBoundingClientRect().right <= screen;
            if (!fits) found.push(`a table ${Math.round(box.width)} px wide (${table.querySelector('caption')?.textContent ?? 'no caption'})`);
          }
          resolve(found);
        }),
      ),
  );
  return wide.map((table) => `${where} has ${table} at ${WIDTHS[0]} px`);
}
