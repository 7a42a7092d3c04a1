import { expect, test } from '../support/test';
import { admin, DEMO, loginThroughModal, openInEnglish } from '../support/portal';

test('each remote renders at its routes inside the shell, with one React in the page', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);

  await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByTestId('games-page')).toHaveAttribute('data-category', 'RNG');
  // A member's game cards carry the favourite heart; a guest's do not.
  await expect(page.getByTestId('game-card').first().getByRole('button', { name: 'Add to favourites' })).toBeVisible();

  // The lobby a game-menu link opened, by its name in the reader's language (never the raw code).
  await page.goto('/lottery?gameCode=VN_LOTTO');
  await expect(page.getByTestId('lottery-game')).toHaveText('Vietnam lottery');

  await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
  await expect(page.locator('[data-member-page="depositv2"]')).toBeVisible();
  await page.getByRole('link', { name: 'Security centre' }).click();
  await expect(page.getByTestId('member-account')).toHaveText(DEMO.player.username);

  // Every remote registered the React it runs with; the shell's copy is the only one.
  await expect(page.locator('html')).toHaveAttribute('data-react-instances', '1');
});

test('a player who is not an agent is sent from /agentHome to /agent', async ({ page }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('money announces itself: an ops credit reaches the header and the member centre with no click and no balance GET', async ({ page, request }) => {
  await openInEnglish(page);
  await loginThroughModal(page, DEMO.player);
  await page.goto('/member');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText(/\d\.\d{2}/);
  const before = await header.innerText();
  const balanceGets: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/v2/wallets/balance') balanceGets.push(r.url());
  });

  // Money arrives on the server (an ops credit through the ledger): the posting pushes the new balance.
  await admin(request, '/wps/admin/wallet/adjust', { account: DEMO.player.username, amount: 12345, reason: 'e2e push', idempotencyKey: `e2e-${Date.now()}` });
  await expect(header).not.toHaveText(before);
  await expect(page.getByTestId('member-balance')).toHaveText(await header.innerText());
  expect(balanceGets).toEqual([]);
});
