import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendCommand, ApiError } from '@portal/kernel';
import { CBS_launchChat, CBS_modelList, captcha, type ChatModel, type SiteInfo } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { SiteConfigContext } from '../boot';
import { ModalHost } from '../modals';

// The agent menu's customer-service entry sends `openModal customerService`: the shell offers live
// chat with the site's desks (CBS_modelList, CBS_launchChat), the site's channels and the feedback form.

const DESKS: ChatModel[] = [
  { modelCode: 'DEPOSIT', name: 'Deposit help', description: 'A deposit that has not arrived.', languages: ['MY', 'EN', 'CN'], online: true, opensAt: '00:00', closesAt: '24:00' },
  { modelCode: 'ACCOUNT', name: 'Account', description: 'Logging in and passwords.', languages: ['MY', 'EN'], online: false, opensAt: '09:00', closesAt: '21:00' },
];
const launchChat = jest.fn();
const CHAT_URL = '/wps/chat/' + 'a'.repeat(43);

const site = (customerService: SiteInfo['customerService']) => ({ customerService, resources: [], whitelabel: {} }) as unknown as SiteInfo;

function renderHost(customerService: SiteInfo['customerService']) {
  stubEndpoints().on(captcha, 'AA').on(CBS_modelList, DESKS).on(CBS_launchChat, launchChat);
  render(
    <SiteConfigContext.Provider value={site(customerService)}>
      <ModalHost />
    </SiteConfigContext.Provider>,
  );
  act(() => sendCommand({ type: 'openModal', modal: 'customerService' }));
}

beforeAll(() => shellWriter.setLanguage('EN'));

test("lists the site's channels in the visitor's language, each in a new tab, live chat as the site's own desks, and leads to the feedback form", async () => {
  renderHost([
    { csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://chat.example/room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/example' },
    { csType: 'EMAIL', title: 'Mail', path: 'https://mail.example' },
  ]);
  const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
  // Live chat is the site's own chat (its desks above), never the link the settings hold for it.
  expect(await within(dialog).findAllByTestId('chat-desk')).toHaveLength(2);
  expect(within(dialog).queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  // Only the channels a visitor is offered (the side menu's).
  expect(within(dialog).queryByRole('link', { name: 'Mail' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('dialog', { name: 'Feedback and complaints' })).toBeInTheDocument();
});

test('a site without a channel still offers the live chat desks and the feedback form', async () => {
  renderHost([]);
  const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
  const desks = await within(dialog).findAllByTestId('chat-desk');
  expect(desks).toHaveLength(2);
  expect(desks[0]).toHaveTextContent('Deposit help');
  expect(desks[0]).toHaveTextContent('Online');
  expect(desks[0]).toHaveTextContent('Answers in: မြန်မာ, English, 中文');
  expect(desks[1]).toHaveTextContent('Offline, opens at 09:00');
  expect(within(dialog).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
});

describe('starting a chat', () => {
  let open: jest.SpyInstance;
  afterEach(() => open.mockRestore());

  test('opens a window at the click and sends it to the chat page the API answers', async () => {
    const win = { closed: false, opener: window as unknown, location: { href: '' }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    launchChat.mockResolvedValue({ chatUrl: CHAT_URL, expiresAt: '2026-11-27T00:00:00.000Z' });
    renderHost([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start chat Deposit help' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(launchChat).toHaveBeenCalledWith({ modelCode: 'DEPOSIT' });
    expect(await screen.findByText('The chat opened in a new window.')).toBeInTheDocument();
    expect(win.location.href).toBe(`${window.location.origin}${CHAT_URL}`);
    expect(win.opener).toBeNull();
  });

  test('a blocked window leaves a link to the chat in the popup', async () => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    launchChat.mockResolvedValue({ chatUrl: CHAT_URL, expiresAt: '2026-11-27T00:00:00.000Z' });
    renderHost([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start chat Account' }));
    expect(await screen.findByText('Your browser blocked the chat window.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', `${window.location.origin}${CHAT_URL}`);
  });

  test("a refused launch closes the window and shows the server's message", async () => {
    const win = { closed: false, opener: null, location: { href: '' }, close: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    launchChat.mockRejectedValue(new ApiError(429, 'rate.limited', 'Too many requests, please try again after 5 minutes.'));
    renderHost([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Start chat Deposit help' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again after 5 minutes.');
    expect(win.close).toHaveBeenCalled();
  });
});
