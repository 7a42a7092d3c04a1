import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMessages, readMessage, type MemberMessage } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { loginDemo, renderPage, shell } from '../../testing/shell';
import { MessageCentre } from '.';

const message = (id: number, read: boolean): MemberMessage => ({ id, title: `Message ${id}`, content: `Body ${id}\nsecond line`, type: 'notice', createdAt: '2025-06-15T01:00:00Z', read });

let server: EndpointStubs;

beforeEach(() => {
  loginDemo();
  server = stubEndpoints()
    .on(memberMessages, ({ pageNo }) =>
      pageNo === 1
        ? { content: Array.from({ length: 20 }, (_, i) => message(i + 1, i > 1)), pageNum: 1, pageSize: 20, totalPages: 2, totalElements: 21 }
        : { content: [message(21, true)], pageNum: 2, pageSize: 20, totalPages: 2, totalElements: 21 },
    )
    .on(readMessage, { count: 1 });
});

test('opening an unread message shows it, marks it read at once and tells the API', async () => {
  renderPage(<MessageCentre />, '/member/messageV2');
  const first = await screen.findByTestId('message-1');
  expect(first).toHaveAttribute('data-read', 'false');
  expect(first).toHaveAccessibleName(/Unread: Message 1/);
  expect(screen.getByText('2 unread')).toBeInTheDocument();
  await userEvent.click(first);
  expect(server.calls(readMessage)).toEqual([{ id: 1 }]);
  expect(screen.getByTestId('message-1')).toHaveAttribute('data-read', 'true');
  expect(screen.getByText('1 unread')).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Message 1' });
  expect(within(dialog).getByTestId('message-content')).toHaveTextContent('Body 1 second line');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByTestId('message-3'));
  expect(server.calls(readMessage)).toHaveLength(1);
});

test('a message that arrives while the page is open (the pushed unread count goes up) is listed; reading one asks nothing again', async () => {
  act(() => shell.setCounts({ unreadMessages: 2 }));
  renderPage(<MessageCentre />, '/member/messageV2');
  await userEvent.click(await screen.findByTestId('message-1'));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
  act(() => shell.setCounts({ unreadMessages: 1 }));
  expect(server.calls(memberMessages)).toHaveLength(1);

  server.on(memberMessages, { content: [message(22, false), message(1, true)], pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 2 });
  act(() => shell.setCounts({ unreadMessages: 2 }));
  expect(await screen.findByTestId('message-22')).toHaveAttribute('data-read', 'false');
  expect(server.calls(memberMessages)).toHaveLength(2);
});

test('load more appends the next page', async () => {
  renderPage(<MessageCentre />, '/member/messageV2');
  await screen.findByTestId('message-20');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByTestId('message-21')).toBeInTheDocument();
  expect(server.calls(memberMessages).at(-1)).toEqual({ pageNo: 2, pageSize: 20 });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
