import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';
import { credit, openAccount, openAgentPage, signIn, signOutOfAgentCentre, type Account } from '../support/agent';
import { logoutThroughMenu, uniqueUsername } from '../support/accounts';

// The agent centre with real money and real rounds: an agent opens a player who then plays, and
// the team's reports show it; an agent sends a red envelope and each receiver sees the money and the
// message. Each journey has an agent of its own, opened as a sub-agent through registerCenter by a
// seeded sub-agent of the demo team (api/README.md): agent01 is left to the journeys that log it in
// (agent.spec's captcha journey counts its failed logins), and a fresh agent's team starts empty, so
// every figure of its reports is what the journey did.
const PARENT_AGENT = { username: 'ag01east', password: 'Player1234' };
// Each journey signs in four to six times, through the home page each time: on the 2-core CI machine,
// beside another journey, that took up to 130 s (each step waits on a busy machine; no step hangs:
// the traces of stop 29's "hang" show every step ending, two to nine seconds each). So they have
// triple the suite's timeout, a guard, not a measure.
test.describe.configure({ timeout: 360_000 });
const PASSWORD = 'Secret-12';
const PAYMENT_PASSWORD = '135790';

/** A new agent with an empty team: the seeded sub-agent opens it as its own sub-agent, then signs out. */
async function freshAgent(page: Page): Promise<Account> {
  const agent = { username: uniqueUsername('ag'), password: PASSWORD };
  await signIn(page, PARENT_AGENT, { agent: true });
  await openAgentPage(page, 'Account opening');
  const opened = await openAccount(page, 'Sub-agent', agent.username, PASSWORD);
  await expect(opened).toContainText(/Its invitation code: AG\w{8}/);
  await signOutOfAgentCentre(page);
  return agent;
}


test('an agent opens a player in registerCenter; the player plays three in-house rounds; team betting and the team overview show them', async ({ page, request }) => {
  await openInEnglish(page, '/');
  const agent = await freshAgent(page);
  const player = { username: uniqueUsername('pl'), password: PASSWORD };

  // The new agent lands on its team overview: nobody below it yet.
  await signIn(page, agent, { agent: true });
  await expect(page).toHaveURL(/\/agentHome\/agentTeamOverview$/);
  await expect(page.getByTestId('team-size')).toHaveText('0 (0 direct)');
  await expect(page.getByTestId('team-bets')).toHaveText('K 0.00 in 0 bets');

  await openAgentPage(page, 'Account opening');
  await expect(page.getByRole('heading', { name: 'Account opening' })).toBeVisible();
  await openAccount(page, 'Player', player.username, PASSWORD);
  await signOutOfAgentCentre(page);

  // The player logs in with what the agent chose and, once credited, plays three rounds at K 10.00.
  await credit(request, player.username, 100_000, 'agent team');
  await signIn(page, player);
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  await page.goto('/rng?vassalage=INHOUSE');
  await page.getByTestId('game-card').filter({ hasText: 'Lucky Seven Slots' }).getByRole('button', { name: /Lucky Seven Slots/ }).first().click();
  await expect(page).toHaveURL(/\/seamless\?ticket=/);
  await expect(page.getByTestId('play-mode')).toHaveAttribute('data-mode', 'real');
  await page.getByRole('button', { name: 'Bet K 10.00', exact: true }).click();
  await expect(page.getByTestId('bet-amount')).toHaveText('K 10.00');
  const spin = page.getByTestId('play-button');
  for (let round = 1; round <= 3; round += 1) {
    await spin.click();
    await expect(page.getByTestId('fair-nonce')).toHaveText(String(round));
    await expect(page.getByTestId('history-row')).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }
  await page.goto('/');
  await logoutThroughMenu(page, player.username);

  // Back as the agent: team betting (the previous 7 days, today included) lists the player's three bets.
  await signIn(page, agent, { agent: true });
  await openAgentPage(page, 'Team betting');
  const betting = page.getByRole('table', { name: 'Team betting' });
  const row = betting.getByRole('row').filter({ hasText: player.username });
  // Account, level, bets, bet amount, valid bets, wins, win/loss.
  await expect(row.getByRole('cell')).toHaveText([player.username, '1', '3', 'K 30.00', /^K [\d,]+\.\d{2}$/, /^K [\d,]+\.\d{2}$/, /\d\.\d{2}/]);
  await expect(betting.getByRole('row', { name: 'Total' }).getByRole('cell')).toHaveText(['Total', '1 member', '3', 'K 30.00', /K/, /K/, /\d\.\d{2}/]);

  // The team overview (today): the new member, active, and its three bets.
  await openAgentPage(page, 'Team overview');
  await expect(page.getByTestId('team-size')).toHaveText('1 (1 direct)');
  await expect(page.getByTestId('team-new')).toHaveText('1');
  await expect(page.getByTestId('team-active')).toHaveText('1');
  await expect(page.getByTestId('team-bets')).toHaveText('K 30.00 in 3 bets');
});

test('an agent sends a red envelope to three direct downlines; each of them sees the money and the message', async ({ page, request }) => {
  await openInEnglish(page, '/');
  const agent = await freshAgent(page);
  const downlines = [0, 1, 2].map((n) => uniqueUsername(`re${n}`));

  await signIn(page, agent, { agent: true });
  await openAgentPage(page, 'Account opening');
  for (const username of downlines) await openAccount(page, 'Player', username, PASSWORD);

  // The agent's money (an ops credit, pushed to the centre's bar) and its payment password (security centre).
  await credit(request, agent.username, 50_000, 'agent team');
  await expect(page.getByTestId('agent-balance')).toContainText('K 500.00');
  await page.goto('/member/securityCenter');
  await page.getByLabel('New payment password', { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByLabel('Confirm new payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByTestId('payment-password-status')).toHaveText('Set');

  await page.goto('/agentHome');
  await openAgentPage(page, 'Red envelope');
  const form = page.getByTestId('red-envelope-form');
  const receivers = form.getByRole('group', { name: 'Receivers' });
  for (const username of downlines) await receivers.getByRole('checkbox', { name: new RegExp(`^${username}\\b`) }).check();
  await expect(form.getByText('3 of at most 30 members chosen.')).toBeVisible();
  await form.getByLabel('Total amount').fill('30');
  await form.getByRole('radio', { name: 'Equal shares' }).check();
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Send red envelope' }).click();

  const shares = form.getByTestId('envelope-shares');
  await expect(shares).toContainText('Sent in equal shares to 3 members. Main wallet: K 470.00.');
  for (const username of downlines) await expect(shares.getByRole('listitem').filter({ hasText: username })).toContainText('K 10.00');
  await expect(page.getByTestId('agent-balance')).toContainText('K 470.00');
  await expect(form.getByText('0 of at most 30 members chosen.')).toBeVisible();
  await signOutOfAgentCentre(page);

  for (const username of downlines) {
    await signIn(page, { username, password: PASSWORD });
    await expect(page.getByTestId('header-balance')).toContainText('10.00');
    await page.goto('/member/messageV2');
    await page.getByTestId('message-list').getByRole('button', { name: /Red envelope from upline/ }).click();
    const message = page.getByRole('dialog', { name: 'Red envelope from upline' });
    await expect(message.getByTestId('message-content')).toHaveText(`Your upline ${agent.username} sent you a red envelope: K 10.00.`);
    await message.getByRole('button', { name: 'Close' }).click();
    await logoutThroughMenu(page, username);
  }
});
