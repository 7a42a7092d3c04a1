import type { Page } from '@playwright/test';
import { openPortal } from '../support/accounts';
import { startSite, type Instance, type Site } from '../support/instances';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { expect, test } from '../support/test';

/*
 * N instances, one site: two API instances of the same build on one PostgreSQL database, both
 * serving the built portal, and the demo player with a page open on each. The withdrawal is made on the
 * page served by instance B; the page on A sees the balance drop at once (B wrote it, A pushed it). The
 * demo site approves withdrawals by itself a few seconds later, in its scheduled job, which one of the
 * two instances runs (each tick is claimed once across instances); whichever it is, the page served by
 * the other one shows the approval too, live, without a reload. The instance that ran it is read from
 * the instances' logs: exactly one.
 */

const PAYMENT_PASSWORD = '246810';

let site: Site;
test.beforeAll(async () => {
  site = await startSite(2);
});
test.afterAll(async () => {
  await site?.close();
});

const header = (page: Page) => page.getByTestId('header-balance');
const toasts = (page: Page) => page.getByTestId('notification-toasts');

/** Withdrawals the instance's own funds job approved, by its log line (`funds jobs` with its report). */
function approvedByJob(instance: Instance): number {
  return instance
    .log()
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; funds?: { approved?: number } };
      } catch {
        return {};
      }
    })
    .filter((entry) => entry.msg === 'funds jobs')
    .reduce((sum, entry) => sum + (entry.funds?.approved ?? 0), 0);
}

test('a withdrawal made on instance B and approved by one instance’s job shows live on the pages of both', async ({ page, context }) => {
  const [a, b] = site.instances as [Instance, Instance];

  await openInEnglish(page, `${b.url}/`);
  await loginThroughModal(page, DEMO.player);
  const onA = await context.newPage();
  await openPortal(onA, `${a.url}/`);
  await loginThroughModal(onA, DEMO.player);
  for (const p of [page, onA]) await expect(header(p)).toContainText('10,000.00');

  await page.goto(`${b.url}/member/withdraw`);
  await page.getByTestId('withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('has been submitted');
  // The debit was written through B; the page served by A has it too, without a reload.
  for (const p of [page, onA]) await expect(header(p)).toContainText('9,000.00');

  // The demo's auto-processing approves it a few seconds later, in the job of one instance.
  for (const p of [page, onA]) await expect(toasts(p)).toContainText('Withdrawal approved', { timeout: 30_000 });
  // Its log line may come a moment after the toast (it is written once the job's run ends).
  await expect.poll(() => site.instances.map(approvedByJob).reduce((sum, n) => sum + n, 0)).toBe(1);
  const approvals = site.instances.map(approvedByJob);
  const approver = approvals[0] === 1 ? 'A' : 'B';
  test.info().annotations.push({ type: 'approved by the job of', description: `instance ${approver}; shown live on the page served by ${approver === 'A' ? 'B' : 'A'}` });
});
