import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendCommand } from '@portal/kernel';
import type { SiteInfo } from '@portal/shared/contracts';
import '../../i18n';
import { SiteConfigContext } from '../boot';
import { ModalHost } from '../modals';
import { shellWriter } from '../../app/shellWriter';

const SITE = { customerService: [], resources: [], whitelabel: {}, referral: { enabled: true } } as unknown as SiteInfo;

test("a remote's link opens as a QR code drawn by the shell, titled as the remote asked, the link written under it", async () => {
  render(
    <SiteConfigContext.Provider value={SITE}>
      <ModalHost />
    </SiteConfigContext.Provider>,
  );
  const link = 'https://portal.example/register?referralCode=ABCD2345';
  act(() => sendCommand({ type: 'openModal', modal: 'qrCode', params: { value: link, title: 'Your referral link' } }));
  expect(await screen.findByRole('dialog', { name: 'Your referral link' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Your referral link' })).toHaveAttribute('data-qr-value', link);
  expect(screen.getByText(link)).toBeInTheDocument();
});

test("an authenticator's setup address is drawn as a code but not written out: the key is, grouped for typing, labelled, with Copy", async () => {
  shellWriter.setLanguage('EN');
  render(
    <SiteConfigContext.Provider value={SITE}>
      <ModalHost />
    </SiteConfigContext.Provider>,
  );
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
  const uri = `otpauth://totp/Golden%20Myanmar:demo?secret=${secret}&issuer=Golden%20Myanmar&algorithm=SHA1&digits=6&period=30`;
  act(() => sendCommand({ type: 'openModal', modal: 'qrCode', params: { value: uri, key: secret, title: 'Authenticator QR code' } }));
  const dialog = await screen.findByRole('dialog', { name: 'Authenticator QR code' });
  expect(await within(dialog).findByRole('img', { name: 'Authenticator QR code' })).toHaveAttribute('data-qr-value', uri);
  expect(dialog).not.toHaveTextContent('otpauth://');
  expect(within(dialog).getByLabelText('Cannot scan? Type this key into the app')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the key' }));
  expect(writeText).toHaveBeenCalledWith(secret);
  expect(within(dialog).getByRole('status')).toHaveTextContent('Key copied.');
});
