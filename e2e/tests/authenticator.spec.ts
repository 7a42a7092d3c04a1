import { generate } from 'otplib';
import { closeHomePopups, expect, test } from '../support/test';
import { DEMO, loginThroughModal, openInEnglish } from '../support/portal';
import { registerByUsername, uniqueUsername } from '../support/accounts';

// Spec §4's "Google code": a member binds an authenticator app in the security centre, then passes the
// two-factor step of a login from a new address with a code of it. The codes are computed here as the
// app on the member's phone would, from the key the page shows for typing in.

const PASSWORD = 'Secret-12';
// On the narrowest phone the portal serves (360 px, touch), failing on any page wider than the screen
// (support/width.ts): the dialogs of the journey, the QR code over the bind dialog and the codes list.
const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };
test.use({ ...PHONE, checkSidewaysScroll: true });

test('a member binds an authenticator app and passes two-factor from a new address with its code', async ({ browser, page }) => {
  // A registration and two browsers' first loads: longer than most journeys on the shared 2-core machine.
  test.setTimeout(180_000);
  await openInEnglish(page, '/');
  const username = uniqueUsername('ga');
  await registerByUsername(page, username, PASSWORD);
  await page.goto('/member/securityCenter');
  const section = page.getByTestId('authenticator');
  await expect(section.getByTestId('authenticator-status')).toHaveText('Not bound');

  await section.getByRole('button', { name: 'Set up authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up authenticator app' });
  const key = dialog.getByTestId('authenticator-key');
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = (await key.textContent())!.replace(/\s+/g, '');

  // The QR code is the shell's, over the dialog; it carries the same secret.
  await dialog.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'Scan with your authenticator app' });
  await expect(qr.getByRole('img', { name: 'Scan with your authenticator app' })).toHaveAttribute('data-qr-value', new RegExp(`^otpauth://totp/.+secret=${secret}`));
  // The app's address is not written out; the key is, grouped for typing, as in the dialog.
  await expect(qr).not.toContainText('otpauth://');
  await expect(qr.getByTestId('qr-manual-key')).toHaveText((await key.textContent())!);
  await qr.getByRole('button', { name: 'Close' }).click();
  await expect(qr).toBeHidden();

  await dialog.getByLabel('Authenticator code').fill('000000' === (await generate({ secret })) ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Verification code is not valid')).toBeVisible();
  await dialog.getByLabel('Authenticator code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('authenticator-status')).toHaveText('Bound');
  await expect(section.getByTestId('authenticator-recovery-left')).toHaveText('Recovery codes left: 10');

  // The same member from another address: the authenticator is asked, and nothing is sent.
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB', extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } });
  const elsewhere = await context.newPage();
  await closeHomePopups(elsewhere);
  await openInEnglish(elsewhere, '/');
  await elsewhere.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = elsewhere.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();

  const verify = elsewhere.getByRole('dialog', { name: 'Verify it is you' });
  await expect(verify).toBeVisible();
  await expect(verify.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  // The binding took the code of its 30 s step; the app's next code is new whichever step it is now.
  await verify.getByLabel('Authenticator code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  // Logged in: the phone's one-bar header shows the balance (the account menu is in the drawer).
  await expect(elsewhere.getByTestId('header-balance')).toContainText('0.00');
  await context.close();
});

// Burmese has no spaces between words, so the browser breaks lines by its dictionary; a loanword it does
// not know (the app, အက်ပ်) it may split after its first letter. The texts join such a word's parts
// (U+2060), so each step of the bind dialog reads whole at the phone widths people have.
test('in Burmese, the bind dialog never splits the word for the app across two lines', async ({ page }) => {
  await openInEnglish(page, '/');
  await loginThroughModal(page, DEMO.player);
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('MY')));
  await page.goto('/member/securityCenter');
  const section = page.getByTestId('authenticator');
  await section.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('authenticator-key')).toBeVisible();
  for (const width of [360, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 780 });
    const split = await dialog.evaluate((root) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/အ\u2060?က်ပ်/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) found.push(text);
        }
      }
      return found;
    });
    expect(split, `at ${width} px`).toEqual([]);
  }
});
