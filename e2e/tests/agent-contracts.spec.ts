import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, openInEnglish } from '../support/portal';
import { credit, openAccount, openAgentPage, signIn, signOutOfAgentCentre } from '../support/agent';
import { logoutThroughMenu, uniqueUsername } from '../support/accounts';
import { E2E } from '../support/env';

// The longest journey of the suite: three accounts sign in six times in all, each through the home
// page. On the 2-core CI machine, beside another journey, it took over 120 s (each step waits on a
// busy machine; no step hangs: stop 29's traces show every step ending, two to nine seconds each). So it
// has triple the suite's timeout, a guard, not a measure.
test.describe.configure({ timeout: 360_000 });

// Agent contracts with real money and real rounds: the top agent (agent01, the platform pays its
// contracts) opens a sub-agent Y and offers it a daily salary; Y accepts in the shell's contract popup,
// opens a player Z and offers it a daily salary out of its own terms; Z accepts and plays three in-house
// rounds. Ops settle today as if it had ended, and both centres and both ledgers show the salaries:
// the platform pays Y 2 % of its team's valid bets, Y pays Z 1 % of Z's. agent01 logs in once, with
// the right password (agent.spec's captcha journey counts its failed logins); Y and Z are fresh, so
// every figure is what this journey did.
const PASSWORD = 'Secret-12';
const STAKE = 1_000; // K 10.00 a round, in minor units; an in-house round's valid bet is its stake
const ROUNDS = 3;
const Y_RATE_BP = 200; // 2.00 %
const Z_RATE_BP = 100; // 1.00 %
const SITE_OFFSET_MS = 6.5 * 3_600_000; // Myanmar time, UTC+06:30, no DST
const DAY_MS = 86_400_000;
/** What a salary's entry is about: its contract and site day (and who paid it or was paid). */
const SALARY_DETAIL = /^Daily salary for \d{1,2} [A-Z][a-z]{2} \d{4}/;

const kyat = (minor: number) => `K ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page of the agent menu, by its title, once its heading shows. */
async function openTitledPage(page: Page, title: string) {
  await openAgentPage(page, title);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/**
 * Contract requests: a daily salary of one tier (bet volume K 10, 1 active member, `percent` %) offered
 * to a direct downline found by account in the receiver picker. `ceiling`: what the page says the
 * agent may give.
 */
async function offerDailySalary(page: Page, downline: string, percent: string, ceiling: RegExp) {
  await openTitledPage(page, 'Contract requests');
  const form = page.getByTestId('offer-form');
  const picker = form.getByRole('group', { name: 'Receiver' });
  await picker.getByLabel('Account', { exact: true }).fill(downline);
  await picker.getByRole('button', { name: 'Find member' }).click();
  await picker.getByRole('radio', { name: new RegExp(`^${escape(downline)}\\b`) }).check();
  await expect(form.getByText(`Offer to ${downline}`)).toBeVisible();
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Daily salary' });
  await expect(form.getByTestId('ceiling')).toContainText(ceiling);
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByLabel('Bet volume (K)').fill('10');
  await tier.getByLabel('Active members').fill('1');
  await expect(tier.getByLabel('Rate type')).toHaveValue('P');
  await tier.getByLabel('Rate (%)').fill(percent);
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText(`The Daily salary offer was sent to ${downline}. It waits for their answer.`)).toBeVisible();
}

/** The shell's contract popup after a login: the one daily salary offer from `upline`, accepted there. */
async function acceptInPopup(page: Page, upline: string, rate: string) {
  const popup = page.getByRole('dialog', { name: 'Contracts waiting for your answer' });
  await expect(popup).toBeVisible();
  const offer = popup.getByRole('article', { name: 'Daily salary' });
  await expect(offer).toContainText('New offer');
  await expect(offer).toContainText(`From your upline ${upline}`);
  // Tier, valid bet from, active members from, rate.
  await expect(offer.getByRole('table').getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', 'K 10.00', '1', rate]);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();
}


/**
 * The next site midnight (Myanmar time) after `now`, plus 5 minutes: a settlement run as of then finds
 * today's daily periods over. Taken after the rounds, so near 17:30 UTC (site midnight) the day the
 * rounds fell in is over too, whichever side of midnight they were played.
 */
function justAfterTodayEnds(now = Date.now()): string {
  const siteMidnight = Math.floor((now + SITE_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SITE_OFFSET_MS;
  return new Date(siteMidnight + 5 * 60_000).toISOString();
}

test('agent01 offers a sub-agent a daily salary, the sub-agent offers its player one; both accept in the popup, the player plays, and the settlement pays both, shown in both centres and ledgers', async ({ page, request }) => {
  const y = { username: uniqueUsername('cy'), password: PASSWORD };
  const z = { username: uniqueUsername('cz'), password: PASSWORD };
  const validBet = STAKE * ROUNDS;
  const yEarns = Math.floor((validBet * Y_RATE_BP) / 10_000); // the platform pays Y on its team's (Z's) valid bets
  const zEarns = Math.floor((validBet * Z_RATE_BP) / 10_000); // Y pays Z on Z's own

  // 1. agent01 (a top agent: up to the platform's 3 %) opens Y and offers it 2 % a day.
  await openInEnglish(page, '/');
  await signIn(page, DEMO.agent, { agent: true });
  await openTitledPage(page, 'Account opening');
  await openAccount(page, 'Sub-agent', y.username, PASSWORD);
  await offerDailySalary(page, y.username, '2', /You may give up to 3\.00 %\./);
  await signOutOfAgentCentre(page);

  // 2. Y accepts in the popup, opens Z and offers it 1 %, within its own 2 %.
  await signIn(page, y, { agent: true });
  await acceptInPopup(page, DEMO.agent.username, '2.00 %');
  await openTitledPage(page, 'Account opening');
  await openAccount(page, 'Player', z.username, PASSWORD);
  await offerDailySalary(page, z.username, '1', /You may give up to 2\.00 %\./);
  await signOutOfAgentCentre(page);

  // 3. Z accepts, is credited K 1,000.00 and plays three rounds at K 10.00.
  await credit(request, z.username, 100_000, 'agent contracts');
  await signIn(page, z);
  await acceptInPopup(page, y.username, '1.00 %');
  await expect(page.getByTestId('header-balance')).toContainText('1,000.00');
  await page.goto('/rng?vassalage=INHOUSE');
  await page.getByTestId('game-card').filter({ hasText: 'Lucky Seven Slots' }).getByRole('button', { name: /Lucky Seven Slots/ }).first().click();
  await expect(page).toHaveURL(/\/seamless\?ticket=/);
  await expect(page.getByTestId('play-mode')).toHaveAttribute('data-mode', 'real');
  await page.getByRole('button', { name: `Bet ${kyat(STAKE)}`, exact: true }).click();
  await expect(page.getByTestId('bet-amount')).toHaveText(kyat(STAKE));
  const spin = page.getByTestId('play-button');
  for (let round = 1; round <= ROUNDS; round += 1) {
    await spin.click();
    await expect(page.getByTestId('fair-nonce')).toHaveText(String(round));
    await expect(page.getByTestId('history-row')).toHaveCount(round);
    await expect(spin).toBeEnabled();
  }
  await page.goto('/');
  await logoutThroughMenu(page, z.username);

  // 4. Ops settle today as if it had ended. Y's contract is older than Z's, so the platform pays Y first
  //    and Y's balance (nothing but that salary) covers what it owes Z.
  const settled = await request.post('/wps/admin/contracts/settle', { data: { asOf: justAfterTodayEnds() }, headers: { 'Admin-Token': E2E.adminToken } });
  expect(settled.ok(), await settled.text()).toBeTruthy();
  const report = ((await settled.json()) as { value: { settled: number; paid: number; unpaid: number } }).value;
  expect(report.paid).toBeGreaterThanOrEqual(2);

  // 5. Y's agent centre: its main wallet is what it received less what it paid (it had nothing else).
  await signIn(page, y, { agent: true });
  await expect(page.getByTestId('agent-balance')).toContainText(kyat(yEarns - zEarns));
  await openTitledPage(page, 'Daily salary');
  const sides = page.getByRole('group', { name: 'Settlements' });
  // Received (the first view): from agent01, paid by the platform.
  await expect(sides.getByRole('button', { name: 'Received' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settlements-paid')).toContainText(kyat(yEarns));
  await expect(page.getByTestId('settlements-unpaid')).toContainText(kyat(0));
  // One card per site day since the signing: the day of the rounds is the one that paid (a run across
  // site midnight adds an empty day, K 0.00 and no tier reached).
  const received = page.getByTestId('settlements').getByRole('listitem').filter({ hasText: DEMO.agent.username }).filter({ hasText: kyat(yEarns) });
  await expect(received).toHaveCount(1);
  await expect(received.getByText('Paid', { exact: true })).toBeVisible();
  await received.getByRole('button', { name: 'Why this amount' }).click();
  await expect(received).toContainText(`2.00 % of ${kyat(validBet)} = ${kyat(yEarns)}`);
  await expect(received).toContainText('The platform');
  // Paid to my downline: to Z, out of Y's own wallet.
  await sides.getByRole('button', { name: 'Paid to my downline' }).click();
  await expect(sides.getByRole('button', { name: 'Paid to my downline' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settlements-paid')).toContainText(kyat(zEarns));
  const paid = page.getByTestId('settlements').getByRole('listitem').filter({ hasText: z.username }).filter({ hasText: kyat(zEarns) });
  await expect(paid).toHaveCount(1);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await paid.getByRole('button', { name: 'Why this amount' }).click();
  await expect(paid).toContainText(`1.00 % of ${kyat(validBet)} = ${kyat(zEarns)}`);
  await expect(paid).toContainText(`The upline, ${y.username}`);

  // Y's ledger (the member centre's transaction records): the salary in, then the salary out to Z.
  await page.goto('/member/transactionHistory');
  const ySalaries = page.getByTestId('transactions').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Salary', exact: true }) });
  await expect(ySalaries).toHaveCount(2);
  // Time, type, wallet, amount, balance after, details.
  await expect(ySalaries.filter({ hasText: `+${kyat(yEarns)}` }).getByRole('cell')).toHaveText([/\d/, 'Salary', /\w/, `+${kyat(yEarns)}`, kyat(yEarns), SALARY_DETAIL]);
  await expect(ySalaries.filter({ hasText: kyat(-zEarns) }).getByRole('cell')).toHaveText([/\d/, 'Salary', /\w/, kyat(-zEarns), kyat(yEarns - zEarns), SALARY_DETAIL]);
  await page.goto('/agentHome');
  await signOutOfAgentCentre(page);

  // Z's ledger: the salary credit from Y.
  await signIn(page, z);
  await page.goto('/member/transactionHistory');
  const zSalaries = page.getByTestId('transactions').getByRole('row').filter({ has: page.getByRole('cell', { name: 'Salary', exact: true }) });
  await expect(zSalaries).toHaveCount(1);
  await expect(zSalaries.getByRole('cell')).toHaveText([/\d/, 'Salary', /\w/, `+${kyat(zEarns)}`, /^K [\d,]+\.\d{2}$/, SALARY_DETAIL]);
  await logoutThroughMenu(page, z.username);
});
