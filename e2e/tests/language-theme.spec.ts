import { expect, test } from '../support/test';

test('Burmese is the default, and EN then CN change what is visible', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(banner.getByRole('button', { name: 'အကောင့်ဝင်ရန်' })).toBeVisible();

  const language = banner.getByRole('combobox');
  await language.selectOption('EN');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('at least 18 years old');

  await language.selectOption('CN');
  await expect(banner.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(banner.getByRole('link', { name: '老虎机' })).toBeVisible();

  // Remembered as lang and hisLang, so a reload keeps it.
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['"CN"', '"CN"']);
  await page.reload();
  await expect(banner.getByRole('button', { name: '登录' })).toBeVisible();
});

test('the theme switch changes the palette and survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('banner').getByRole('button', { name: /light theme|အလင်း|浅色/ }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The body eases into the new palette (a short transition), so the colour is polled, not read once.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test("the footer's payment, certification and licence marks are pictures the page loads when scrolled to, described in Burmese", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const kbz = footer.getByRole('img', { name: 'KBZPay ဖြင့် ငွေပေးချေနိုင်သည်' });
  await kbz.scrollIntoViewIfNeeded();
  await expect(kbz).toHaveAttribute('src', '/wps/asset/badge/kbzpay.svg');
  const marks = footer.locator('img[src^="/wps/asset/badge/"]');
  await expect(marks).toHaveCount(10);
  await marks.last().scrollIntoViewIfNeeded();
  // Each one drawn (the CSP let it in: the journey fails on any refusal).
  await expect.poll(() => marks.evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(10);
  // The header: home, then the favourites, then the vendors' categories.
  const links = page.getByRole('banner').getByRole('navigation').locator(':scope > ul > li > a');
  await expect(links.nth(1)).toHaveAttribute('href', '/favorite');
});
