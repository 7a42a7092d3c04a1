import { expect, test } from '../support/test';
import { openInEnglish } from '../support/portal';
import { latestCode, registerByUsername, uniqueUsername } from '../support/accounts';

test('a member binds an e-mail with the code sent to it, and the security centre shows it masked', async ({ page, request }) => {
  await openInEnglish(page, '/');
  const username = uniqueUsername('bd');
  await registerByUsername(page, username, 'Secret-12');
  await page.goto('/member/securityCenter');
  await expect(page.getByTestId('binding-email-value')).toHaveText('Not bound');

  await page.getByRole('button', { name: 'Bind email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bind email' });
  const email = `${username}@example.com`;
  await dialog.getByLabel('Email address').fill(email);
  const sentAfter = Date.now() - 1_000;
  await dialog.getByTestId('bind-email-send').click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await latestCode(request, email, sentAfter));
  await dialog.getByRole('button', { name: 'Bind', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('binding-email-value')).toContainText(`${username.slice(0, 2)}•••@example.com`);
  // The login history lists this very session.
  await expect(page.getByTestId('login-history-table').getByTestId('login-current')).toHaveCount(1);
});
