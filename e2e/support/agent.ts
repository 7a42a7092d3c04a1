import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { admin, loginThroughModal } from './portal';

/*
 * The agent journeys' steps (agent-team.spec.ts, agent-contracts.spec.ts), as a person takes them:
 * the login popup, the agent menu, the agent centre's own sign out, registerCenter's form, and what
 * ops do to credit an account.
 */

export type Account = { username: string; password: string };

/** From any page: the home page, the login popup, and where the login lands (an agent: the agent centre). */
export async function signIn(page: Page, account: Account, { agent = false } = {}) {
  await page.goto('/');
  await loginThroughModal(page, account);
  if (agent) await expect(page).toHaveURL(/\/agentHome/);
  else await expect(page.getByRole('banner').getByRole('button', { name: account.username })).toBeVisible();
}

/** The agent centre's own sign out (its bar), confirmed in the shell's dialog. */
export async function signOutOfAgentCentre(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/agentHome/);
}

/** A page of the agent menu, by its title. */
export async function openAgentPage(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome\//);
}

/** registerCenter (already open): a player or a sub-agent under the signed-in agent; answers the form's status line. */
export async function openAccount(page: Page, kind: 'Player' | 'Sub-agent', username: string, password: string) {
  const form = page.getByTestId('open-account-form');
  await form.getByLabel('Account type').selectOption({ label: kind });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Open account' }).click();
  // The form has two status lines (the bot check's and the opened account's): the account's is named.
  const opened = form.getByTestId('opened-account');
  await expect(opened).toContainText(`${kind} account ${username} is open. It can log in now.`);
  // The form is emptied for the next account.
  await expect(form.getByLabel('Username')).toHaveValue('');
  return opened;
}

/** What ops do to credit an account (PUT /wps/admin/wallet/adjust, through the ledger); the server pushes the balance. */
export async function credit(request: APIRequestContext, account: string, amount: number, reason: string) {
  await admin(request, '/wps/admin/wallet/adjust', { account, amount, reason, idempotencyKey: `e2e-${reason.replace(/\W+/g, '-')}-${account}` });
}
