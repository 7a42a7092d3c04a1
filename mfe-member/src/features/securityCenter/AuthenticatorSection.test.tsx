import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authenticatorConfirm, authenticatorStart, authenticatorStatus, authenticatorUnbind, type AuthenticatorRecoveryCodes, type AuthenticatorStatus } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { apiError, inTurn, loginDemo, recordCommands, renderPage } from '../../testing/shell';
import './i18n';
import { AuthenticatorSection } from './AuthenticatorSection';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Golden%20Myanmar:demo?secret=${SECRET}&issuer=Golden%20Myanmar`;
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', 'a2b3c-d4e5f', 'g6h7j-k8m9n', 'pqrst-uvwxy', 'z2345-6789a', 'bcdef-ghjkm', 'npqrs-tuvwx', 'yz234-56789'];
const unbound: AuthenticatorStatus = { bound: false, boundAt: null, recoveryCodesLeft: 0 };
const bound: AuthenticatorStatus = { bound: true, boundAt: '2026-11-26T07:00:00.000Z', recoveryCodesLeft: 10 };

let server: EndpointStubs;
const commands = recordCommands();

beforeEach(() => {
  loginDemo();
  server = stubEndpoints();
});

const section = () => renderPage(<AuthenticatorSection />, '/member/securityCenter');

test('binds: the QR code by the shell, the key to type, a wrong code under its field, then the recovery codes once', async () => {
  server
    .on(authenticatorStatus, inTurn<AuthenticatorStatus>(unbound, bound))
    .on(authenticatorStart, { uri: URI, secret: SECRET })
    .on(authenticatorConfirm, inTurn<AuthenticatorRecoveryCodes>(apiError('verification.invalid', 'Verification code is not valid', 'code'), { recoveryCodes: CODES }));
  section();
  expect(await screen.findByTestId('authenticator-status')).toHaveTextContent('Not bound');
  await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

  const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
  expect(await within(dialog).findByTestId('authenticator-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  expect(server.calls(authenticatorStart)).toHaveLength(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Show QR code' }));
  // The key goes along: the shell writes it under the code for typing, never the otpauth:// address.
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'qrCode', params: { value: URI, key: SECRET, title: 'Scan with your authenticator app' } }]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('input cannot be empty')).toBeInTheDocument();
  expect(server.calls(authenticatorConfirm)).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '123 456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('Verification code is not valid')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Authenticator code')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(within(dialog).getByLabelText('Authenticator code'));
  await userEvent.type(within(dialog).getByLabelText('Authenticator code'), '654321');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(server.calls(authenticatorConfirm)).toEqual([{ code: '123456' }, { code: '654321' }]);
  // One start per opening: a second would replace the secret the member is typing codes of.
  expect(server.calls(authenticatorStart)).toHaveLength(1);

  const codes = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
  expect(screen.getByText(/Keep these 10 recovery codes somewhere safe/)).toBeInTheDocument();
  // The key is gone from the page once bound.
  expect(screen.queryByTestId('authenticator-key')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByTestId('authenticator-done')).toHaveTextContent('Your authenticator app has been bound.');
  await waitFor(() => expect(screen.getByTestId('authenticator-status')).toHaveTextContent('Bound'));
  expect(screen.getByTestId('authenticator-recovery-left')).toHaveTextContent('Recovery codes left: 10');
});

test('copies the recovery codes, or selects them where there is no clipboard', async () => {
  server
    .on(authenticatorStatus, unbound)
    .on(authenticatorStart, { uri: URI, secret: SECRET })
    .on(authenticatorConfirm, { recoveryCodes: CODES });
  section();
  await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
  await userEvent.type(await within(dialog).findByLabelText('Authenticator code'), '654321');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('list', { name: 'Recovery codes' });

  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy codes' }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  expect(await screen.findByText('Copied.')).toBeInTheDocument();

  writeText.mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy codes' }));
  expect(await screen.findByText('Selected: press and hold (or Ctrl+C) to copy.')).toBeInTheDocument();
  expect(window.getSelection()?.toString()).toContain('abcde-fghjk');
});

test('a start refused (already bound elsewhere) shows the server message', async () => {
  server.on(authenticatorStatus, unbound).on(authenticatorStart, () => {
    throw apiError('authenticator.bound', 'An authenticator app is already bound. Unbind it first.');
  });
  section();
  await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  expect(await screen.findByTestId('authenticator-start-error')).toHaveTextContent('An authenticator app is already bound. Unbind it first.');
});

test('unbinds with a code or the login password; a wrong one is shown under its field', async () => {
  server
    .on(authenticatorStatus, inTurn<AuthenticatorStatus>(bound, unbound))
    .on(authenticatorUnbind, inTurn<null>(apiError('authenticator.code.used', 'This code has already been used. Please wait for the next one.', 'code'), apiError('authenticator.password.wrong', 'The login password is incorrect', 'password'), null));
  section();
  expect(await screen.findByTestId('authenticator-recovery-left')).toHaveTextContent('Recovery codes left: 10');
  await userEvent.click(screen.getByRole('button', { name: 'Unbind' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unbind authenticator app' });
  expect(within(dialog).getByRole('radio', { name: 'Code from the app' })).toBeChecked();

  await userEvent.type(within(dialog).getByLabelText('Authenticator or recovery code'), '111111');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
  expect(await within(dialog).findByText('This code has already been used. Please wait for the next one.')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Login password' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
  expect(await within(dialog).findByText('input cannot be empty')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Your login password'), 'Wrong-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));
  expect(await within(dialog).findByText('The login password is incorrect')).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText('Your login password'));
  await userEvent.type(within(dialog).getByLabelText('Your login password'), 'Demo1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unbind' }));

  expect(server.calls(authenticatorUnbind)).toEqual([{ code: '111111' }, { password: 'Wrong-1' }, { password: 'Demo1234' }]);
  expect(await screen.findByTestId('authenticator-done')).toHaveTextContent('Your authenticator app has been unbound.');
  await waitFor(() => expect(screen.getByTestId('authenticator-status')).toHaveTextContent('Not bound'));
  expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
});
