import { act, render, screen } from '@testing-library/react';
import { sendCommand } from '@portal/kernel';
import type { SiteInfo } from '@portal/shared/contracts';
import '../../i18n';
import { SiteConfigContext } from '../boot';
import { ModalHost } from '../modals';

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
