import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { admin, openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// The points mall: a new member earns points by real bets (in-house dice rounds through the
// game API, 1 point per K 100.00 of valid bet), redeems the phone top-up card (50 points) with its
// payment password and phone (a top-up ships nothing: no address is asked), and finds the exchange in
// its redeem history.

const PAYMENT_PASSWORD = '135790';
const GOOD = 'Phone top-up card K 5,000';

test('a member earns points by betting, redeems a good with the payment password and sees it in the redeem history', async ({ page, request }) => {
  await openInEnglish(page, '/');
  const username = uniqueUsername('pm');
  await registerByUsername(page, username, 'Secret-12');
  await admin(request, '/wps/admin/wallet/adjust', { account: username, amount: 1_000_000, reason: 'e2e point mall', idempotencyKey: `e2e-point-mall-${username}` });
  await expect(page.getByTestId('header-balance')).toContainText('10,000.00');

  await page.goto('/member/securityCenter');
  await page.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel('Confirm new payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByTestId('payment-password-status')).toHaveText('Set');

  // Real bets: one in-house dice round of K 6,000.00 with the member's own session (60 points).
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('token') ?? 'null') as string);
  const headers = { Authorization: token };
  const launch = await request.post('/wps/game/launchGame', { headers, data: { nodeId: 'RNG-INHOUSE-DICE', language: 'EN', platform: 'html5-desktop' } });
  expect(launch.ok(), await launch.text()).toBeTruthy();
  const ticket = ((await launch.json()) as { value: { ticket: string } }).value.ticket;
  const round = await request.post('/wps/game/inhouse/round', { headers, data: { ticket, bet: 600_000, requestId: randomUUID(), dice: { target: 50, over: true } } });
  expect(round.ok(), await round.text()).toBeTruthy();

  await page.goto('/pointMall');
  await expect(page.getByTestId('point-balance')).toHaveText('60 points');
  await page.getByRole('button', { name: `Details and redeem: ${GOOD}` }).click();
  const panel = page.getByTestId('good-panel');
  await expect(panel.getByLabel('Phone number')).toBeVisible();
  await expect(panel.getByLabel('Shipping address')).toHaveCount(0);
  await panel.getByLabel('Phone number').fill('09 123 456 789');
  // A wrong payment password is refused under its field, nothing taken.
  await panel.getByLabel('Payment password').fill('111111');
  await panel.getByRole('button', { name: 'Redeem' }).click();
  await expect(panel.getByText('The payment password is incorrect')).toBeVisible();
  await expect(page.getByTestId('point-balance')).toHaveText('60 points');
  await panel.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await panel.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('is submitted and waits for confirmation.');
  await expect(page.getByTestId('point-balance')).toHaveText('10 points');

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const row = page.getByTestId('redeem-row').first();
  await expect(row).toContainText(GOOD);
  await expect(row).toContainText('In process');
  await expect(row).toContainText('09 123 456 789');
  await page.getByRole('tab', { name: 'Points details' }).click();
  await expect(page.getByTestId('point-entry').first()).toContainText('Redeemed');
});
