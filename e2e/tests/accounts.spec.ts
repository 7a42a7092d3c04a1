import { expect, test } from '../support/csp';
import { DEMO, failLoginThreeTimes, loginThroughModal } from '../support/portal';
import { openPortal, fillCaptcha, latestCode, logoutThroughMenu, openRegister, registerByUsername, uniqueUsername } from '../support/accounts';

// Account journeys that change nothing site-wide (the flag-changing ones are in flags.spec.ts).

test('a visitor registers with a username: terms first, the server rules, then the new member is logged in', async ({ page }) => {
  await openPortal(page);
  const dialog = await openRegister(page);
  // The demo site has mobile registration off: the username form alone, no tabs.
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByLabel('Mobile number')).toHaveCount(0);

  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  await submit.click();
  await expect(dialog.getByText('not empty?')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /at least 18/ }).check();
  await dialog.getByLabel('Username').fill('1abc');
  await dialog.getByLabel('Password', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirm password').fill('abd');
  await submit.click();
  await expect(dialog.getByText('4 to 16 letters or digits, starting with a letter')).toBeVisible();
  await expect(dialog.getByText('6 to 20 characters, without spaces')).toBeVisible();
  await expect(dialog.getByText('inconsistent twice')).toBeVisible();
  await expect(dialog.getByText('captcha required')).toBeVisible();

  const username = uniqueUsername('reg');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret-12');
  await dialog.getByLabel('Confirm password').fill('Secret-12');
  await fillCaptcha(dialog);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});

test('the captcha appears after three failed logins, and with it solved the member gets in', async ({ page }) => {
  const username = uniqueUsername('cap');
  await openPortal(page);
  await registerByUsername(page, username, 'Right-pass1');
  await logoutThroughMenu(page, new RegExp(username, 'i'));

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await failLoginThreeTimes(dialog);

  // Without the code the form refuses; with it (and the right password) the member is in.
  await dialog.getByLabel('Password', { exact: true }).fill('Right-pass1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('captcha required')).toBeVisible();
  await fillCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
});

test('the default password 123456 must be changed at login, and the new one works after', async ({ page }) => {
  await openPortal(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('olduser');
  await login.getByLabel('Password', { exact: true }).fill('123456');
  await login.getByRole('button', { name: 'Log in' }).click();

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change).toContainText('default one or has expired');
  // The old password is known from the login: not asked again.
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('short');
  await change.getByLabel('Confirm new password').fill('other');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('6 to 20 characters, without spaces')).toBeVisible();
  await expect(change.getByText('inconsistent twice')).toBeVisible();

  await change.getByLabel('New password', { exact: true }).fill('Fresh-pass9');
  await change.getByLabel('Confirm new password').fill('Fresh-pass9');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toContainText('500.00');

  await logoutThroughMenu(page, /olduser|old/i);
  await loginThroughModal(page, { username: 'olduser', password: 'Fresh-pass9' });
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText('500.00');
});

test('a login from a new address asks for a second factor: a code by e-mail, then the session', async ({ browser, page, request }) => {
  // The member has logged in before from this machine's address...
  await openPortal(page);
  await loginThroughModal(page, DEMO.player);

  // ...and now comes from another one.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } });
  const elsewhere = await context.newPage();
  await openPortal(elsewhere);
  await elsewhere.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = elsewhere.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(DEMO.player.username);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.player.password);
  await login.getByRole('button', { name: 'Log in' }).click();

  const verify = elsewhere.getByRole('dialog', { name: 'Verify it is you' });
  await expect(verify).toBeVisible();
  await verify.getByRole('radio', { name: 'Email' }).check();
  const sentAfter = Date.now() - 1_000;
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(verify.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await latestCode(request, 'demo@example.com', sentAfter);
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  await expect(elsewhere.getByTestId('header-balance')).toContainText(/\d\.\d{2}/);
  await context.close();
});
