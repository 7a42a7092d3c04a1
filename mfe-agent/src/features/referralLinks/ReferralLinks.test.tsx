import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentCreateLink, agentDisableLink, agentLinks, type InviteLink } from '@portal/shared/contracts';
import { apiError, loginAgent, pageOf, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { ReferralLinks } from '.';

const link = (id: number, over: Partial<InviteLink> = {}): InviteLink => ({
  id,
  code: `CODE${id}`,
  path: `/register?affiliateCode=CODE${id}`,
  kind: 'member',
  name: null,
  status: 'enabled',
  registered: id * 2,
  createdAt: '2025-06-01T03:00:00Z',
  disabledAt: null,
  ...over,
});

let server: EndpointStubs;
let stored: InviteLink[];
beforeEach(() => {
  loginAgent();
  stored = [link(2, { name: 'Facebook group' }), link(1, { kind: 'agent' })];
  server = stubEndpoints()
    .on(agentLinks, ({ pageNo }) => ({ ...pageOf(pageNo === 1 ? stored : [link(9)], pageNo, 2, 21) }))
    .on(agentCreateLink, ({ kind, name }) => {
      const created = link(3, { kind, name: name ?? null, registered: 0 });
      stored = [created, ...stored];
      return created;
    })
    .on(agentDisableLink, ({ linkId }) => {
      stored = stored.map((item) => (item.id === linkId ? { ...item, status: 'disabled' as const } : item));
      return stored.find((item) => item.id === linkId)!;
    });
});

const show = () => renderPage(<ReferralLinks />, '/agentHome/referralLinks');

test('lists the links: kind, code, the full register URL, registrations and status; paging', async () => {
  show();
  const card = await screen.findByTestId('link-CODE2');
  expect(card).toHaveTextContent('Facebook group');
  expect(card).toHaveTextContent('Player');
  expect(card).toHaveTextContent('4');
  expect(card).toHaveTextContent('Enabled');
  expect(within(card).getByRole('textbox', { name: 'Link of CODE2' })).toHaveValue(`${window.location.origin}/register?affiliateCode=CODE2`);
  expect(screen.getByTestId('link-CODE1')).toHaveTextContent('Sub-agent');
  expect(server.calls(agentLinks)).toEqual([{ pageNo: 1, pageSize: 20 }]);
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByTestId('link-CODE9')).toBeInTheDocument();
  expect(server.calls(agentLinks).at(-1)).toEqual({ pageNo: 2, pageSize: 20 });
});

test('an empty list says so', async () => {
  stored = [];
  server.on(agentLinks, pageOf([]));
  show();
  expect(await screen.findByText('You have no invite links yet. Create one above.')).toBeInTheDocument();
});

test('creates a link (kind and name sent); the list reloads with it', async () => {
  show();
  await screen.findByTestId('link-CODE2');
  await userEvent.selectOptions(screen.getByLabelText('Registers as'), 'agent');
  await userEvent.type(screen.getByLabelText('Name (optional, only you see it)'), ' Telegram ');
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(server.calls(agentCreateLink)).toEqual([{ kind: 'agent', name: 'Telegram' }]);
  expect(await screen.findByText('Link CODE3 is ready to share.')).toBeInTheDocument();
  expect(await screen.findByTestId('link-CODE3')).toHaveTextContent('Telegram');
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(server.calls(agentCreateLink).at(-1)).toEqual({ kind: 'agent' });
});

test('a refused creation shows the server’s words and keeps the name', async () => {
  server.on(agentCreateLink, () => {
    throw apiError('agent.link.limit', 'You have too many links', undefined);
  });
  show();
  await userEvent.type(screen.getByLabelText('Name (optional, only you see it)'), 'Viber');
  await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('You have too many links')).toBeInTheDocument();
  expect(screen.getByLabelText('Name (optional, only you see it)')).toHaveValue('Viber');
});

test('copies the URL with the clipboard and says so; without a clipboard the text is selected', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  show();
  const card = await screen.findByTestId('link-CODE2');
  await userEvent.click(within(card).getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?affiliateCode=CODE2`);
  expect(await within(card).findByText('Link copied.')).toBeInTheDocument();

  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  const other = screen.getByTestId('link-CODE1');
  await userEvent.click(within(other).getByRole('button', { name: 'Copy link' }));
  expect(await within(other).findByText('The link is selected: press and hold (or Ctrl+C) to copy it.')).toBeInTheDocument();
  const field = within(other).getByRole('textbox') as HTMLInputElement;
  expect(field).toHaveFocus();
  expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
});

test('disables a link after the confirm dialog; cancel sends nothing', async () => {
  show();
  const card = await screen.findByTestId('link-CODE2');
  await userEvent.click(within(card).getByRole('button', { name: 'Disable' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Nobody will be able to register with CODE2 any more.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(server.calls(agentDisableLink)).toEqual([]);
  await userEvent.click(within(card).getByRole('button', { name: 'Disable' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
  expect(server.calls(agentDisableLink)).toEqual([{ linkId: 2 }]);
  await waitFor(() => expect(screen.getByTestId('link-CODE2')).toHaveTextContent('Disabled'));
  expect(within(screen.getByTestId('link-CODE2')).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
});

test('a refused disable shows the server’s words', async () => {
  server.on(agentDisableLink, () => {
    throw apiError('agent.link.not.found', 'No such link', undefined, 404);
  });
  show();
  const card = await screen.findByTestId('link-CODE1');
  await userEvent.click(within(card).getByRole('button', { name: 'Disable' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('No such link')).toBeInTheDocument();
});

test('Chinese texts', async () => {
  loginAgent('CN');
  show();
  expect(await screen.findByRole('button', { name: '创建链接' })).toBeInTheDocument();
});
