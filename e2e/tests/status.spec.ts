import { expect, test } from '../support/test';
import { admin } from '../support/portal';

test.describe.configure({ mode: 'serial' });

// A browser far from Myanmar: the end time is still shown in the site's one zone.
test.use({ timezoneId: 'America/New_York' });

test('status 1 shows the maintenance page with its end time and customer service', async ({ page, request }) => {
  const end = '2030-01-15T03:00:00.000Z';
  await admin(request, '/wps/admin/system/status', { status: 1, title: 'Scheduled maintenance', message: 'Back soon', maintenanceEnd: end });
  try {
    await page.goto('/');
    const status = page.locator('[data-status-page="maintenance"]');
    await expect(status.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(status).toContainText('Back soon');
    // 03:00 UTC is 09:30 in Myanmar; the page is in Burmese (the default): Burmese digits and month.
    await expect(status).toContainText('2030 ဇန် 15 09:30');
    await expect(status.getByRole('button')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  } finally {
    await admin(request, '/wps/admin/system/status', { status: 0 });
  }
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a visitor from a blocked address sees the region page with their IP', async ({ browser, request }) => {
  await admin(request, '/wps/admin/system/regionBlock', { ips: ['203.0.113.7'] });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
    const page = await context.newPage();
    await page.goto('/');
    const status = page.locator('[data-status-page="region"]');
    await expect(status).toContainText('203.0.113.7');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await context.close();
  } finally {
    await admin(request, '/wps/admin/system/regionBlock', { ips: [] });
  }
});
