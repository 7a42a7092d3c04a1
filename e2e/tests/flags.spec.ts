import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { DEMO, loginThroughModal } from '../support/portal';
import { openPortal, fillCaptcha, latestCode, logoutThroughMenu, openRegister, setFlags, uniqueMobile } from '../support/accounts';

// Journeys that switch whitelabel flags (site-wide) or touch the shared demo account's password. They
// run in the `flags` project, alone, after every other journey, and put the flags back whatever happens.
test.describe.configure({ mode: 'serial' });

const DEFAULT_FLAGS = { MOBILENUMREG3: false, MOBILEVERCODELOGIN3: false, MOBILENUMPASSREG3: false, FREEPLAY3: false };

/** Registers a new member on the mobile tab; the SMS code is read from the outbox. */
async function registerByMobile(page: Page, request: APIRequestContext, mobile: string, password: string) {
  const dialog = await openRegister(page);
  await expect(dialog.getByRole('tab', { name: 'Mobile registration' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Username')).toHaveCount(0);

  // The number is checked before anything is sent.
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Missing phone number')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(mobile);
  const sentAfter = Date.now() - 1_000;
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('SMS code').fill(await latestCode(request, `95${mobile}`, sentAfter));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await fillCaptcha(dialog);
  await dialog.getByRole('checkbox', { name: /at least 18/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Mobile registration copies the number into the username.
  await expect(page.getByRole('button', { name: new RegExp(mobile) })).toBeVisible();
}

test('with MOBILENUMREG3 on, a visitor registers with a mobile number and its SMS code', async ({ page, request }) => {
  await setFlags(request, { MOBILENUMREG3: true });
  try {
    await openPortal(page);
    await registerByMobile(page, request, uniqueMobile(), 'Mobile-pass1');
    await expect(page.getByTestId('header-balance')).toContainText('0.00');
  } finally {
    await setFlags(request, DEFAULT_FLAGS);
  }
});

test('with FREEPLAY3 on, a guest who picks an in-house game plays it for free with demo credits', async ({ page, request }) => {
  await setFlags(request, { FREEPLAY3: true });
  try {
    await openPortal(page, '/rng?vassalage=INHOUSE');
    await page.getByTestId('game-card').filter({ hasText: 'Dice' }).getByRole('button', { name: /Dice/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByText('Try Dice for free with demo credits, no account needed.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Play for free' }).click();

    await expect(page).toHaveURL(/\/seamless\?ticket=/);
    await expect(page.getByTestId('play-mode')).toHaveAttribute('data-mode', 'free');
    await expect(page.getByTestId('play-balance')).toContainText('10,000.00');
    await page.getByTestId('play-button').click();
    await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByTestId('play-balance')).not.toContainText('10,000.00');
    // Still a guest: free play made no account and no session.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  } finally {
    await setFlags(request, DEFAULT_FLAGS);
  }
});

test('with SMS login and mobile reset on: forgot password by mobile logs in with the new password; then an SMS login', async ({ page, request }) => {
  await setFlags(request, { MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true, MOBILENUMPASSREG3: true });
  try {
    const mobile = uniqueMobile();
    await openPortal(page);
    await registerByMobile(page, request, mobile, 'Mobile-pass1');
    await logoutThroughMenu(page, new RegExp(mobile));

    // Forgot password, mobile method: SMS code and a new password, then logged in and home.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(forgot.getByLabel('Email')).toHaveCount(0);
    await forgot.getByLabel('Mobile number').fill(mobile);
    let sentAfter = Date.now() - 1_000;
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await forgot.getByLabel('SMS code').fill(await latestCode(request, `95${mobile}`, sentAfter));
    await forgot.getByLabel('New password').fill('Reset-pass2');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await expect(forgot).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(mobile) })).toBeVisible();
    await logoutThroughMenu(page, new RegExp(mobile));
    await loginThroughModal(page, { username: mobile, password: 'Reset-pass2' });
    await logoutThroughMenu(page, new RegExp(mobile));

    // SMS login: the number, the code sent to it.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('tab', { name: 'SMS login' }).click();
    await login.getByLabel('Mobile number').fill(mobile);
    sentAfter = Date.now() - 1_000;
    await login.getByRole('button', { name: 'Send code' }).click();
    await login.getByLabel('SMS code').fill(await latestCode(request, `95${mobile}`, sentAfter));
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(mobile) })).toBeVisible();
  } finally {
    await setFlags(request, DEFAULT_FLAGS);
  }
});

test('forgot password by e-mail: a temporary password from the outbox, then the forced change', async ({ page, request }) => {
  // The demo account is shared by the other journeys, so this one runs here, after them all.
  await openPortal(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Username').fill(DEMO.player.username);
  await forgot.getByLabel('Email').fill('someone@example.com');
  await forgot.getByRole('button', { name: 'Send temporary password' }).click();
  await expect(forgot.getByRole('alert')).toContainText('Username/Email does not exist');

  await forgot.getByLabel('Email').fill('demo@example.com');
  const sentAfter = Date.now() - 1_000;
  await forgot.getByRole('button', { name: 'Send temporary password' }).click();
  const sent = page.getByRole('alertdialog', { name: 'Email sent' });
  await expect(sent).toContainText('temporary password has been sent');
  await sent.getByRole('button', { name: 'Confirm' }).click();
  await expect(forgot).toBeHidden();

  const temporary = await latestCode(request, 'demo@example.com', sentAfter);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(DEMO.player.username);
  await login.getByLabel('Password', { exact: true }).fill(temporary);
  await login.getByRole('button', { name: 'Log in' }).click();

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  // Back to the demo password, so the account is as seeded for anyone after.
  await change.getByLabel('New password', { exact: true }).fill(DEMO.player.password);
  await change.getByLabel('Confirm new password').fill(DEMO.player.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toContainText(/\d\.\d{2}/);
});
