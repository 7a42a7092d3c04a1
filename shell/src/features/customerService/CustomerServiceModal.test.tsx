import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendCommand } from '@portal/shared';
import { captcha, type SiteInfo } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { SiteConfigContext } from '../boot';
import { ModalHost } from '../modals';

// The agent menu's customer-service entry sends `openModal customerService`: the shell offers the
// site's channels and the feedback form, or the form alone when the site has no channel.

const site = (customerService: SiteInfo['customerService']) => ({ customerService, resources: [], whitelabel: {} }) as unknown as SiteInfo;

function renderHost(customerService: SiteInfo['customerService']) {
  stubEndpoints().on(captcha, 'AA');
  render(
    <SiteConfigContext.Provider value={site(customerService)}>
      <ModalHost />
    </SiteConfigContext.Provider>,
  );
  act(() => sendCommand({ type: 'openModal', modal: 'customerService' }));
}

beforeAll(() => shellWriter.setLanguage('EN'));

test("lists the site's channels in the visitor's language, each in a new tab, and leads to the feedback form", async () => {
  renderHost([
    { csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://chat.example/room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/example' },
    { csType: 'EMAIL', title: 'Mail', path: 'https://mail.example' },
  ]);
  const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
  expect(within(dialog).getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.example/room');
  expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  // Only the channels a visitor is offered (the side menu's).
  expect(within(dialog).queryByRole('link', { name: 'Mail' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('dialog', { name: 'Feedback and complaints' })).toBeInTheDocument();
});

test('opens the feedback form straight away on a site without a channel', async () => {
  renderHost([]);
  expect(await screen.findByRole('dialog', { name: 'Feedback and complaints' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Customer service' })).not.toBeInTheDocument();
});
