import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shell } from '@portal/shared/testing';
import { MCSFE_getListAnnouncements, type Announcements, type Notice } from '@portal/shared/contracts';
import { apiError, loginAgent, renderPage, stubEndpoints, type EndpointStubs } from '../../testing/shell';
import { AgentAnnouncements } from '.';

const notice = (id: number, content = `<p>Body ${id}</p>`): Notice => ({ id, title: `Notice ${id}`, content, timestamp: '2025-06-14T18:00:00Z' });
const answer = (player: Notice[]): Announcements => ({ banners: [], player, popup: [], promotion: [], marquee: [] });

let server: EndpointStubs;
beforeEach(() => {
  loginAgent();
  server = stubEndpoints().on(MCSFE_getListAnnouncements, answer([notice(1, '<p>Line one</p><p>Line <b>two</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>'), ...Array.from({ length: 10 }, (_, i) => notice(i + 2))]));
});
const show = () => renderPage(<AgentAnnouncements />, '/agentHome/agentAnnouncement');

test('the notices, 9 a page, each opening to its text with nothing of its HTML that could run', async () => {
  show();
  const list = await screen.findByTestId('agent-notices');
  expect(server.calls(MCSFE_getListAnnouncements)).toEqual([{ types: 'PL', platform: 'W' }]);
  expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  const first = within(list).getByText('Notice 1').closest('details')!;
  expect(first).toHaveTextContent('15 Jun 2025');
  await userEvent.click(within(list).getByText('Notice 1'));
  expect(first).toHaveAttribute('open');
  expect(first.querySelector('p')).toHaveTextContent(/^Line one\s+Line two$/);
  expect(first.querySelector('script, img, b')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(within(screen.getByTestId('agent-notices')).getAllByRole('listitem')).toHaveLength(2);
});

test('a new language asks again (the texts come in the reader’s language); empty and error faces', async () => {
  show();
  await screen.findByTestId('agent-notices');
  server.on(MCSFE_getListAnnouncements, answer([]));
  act(() => shell.setLanguage('CN'));
  expect(await screen.findByText('目前没有公告。')).toBeInTheDocument();
  expect(server.calls(MCSFE_getListAnnouncements)).toHaveLength(2);

  server.on(MCSFE_getListAnnouncements, () => {
    throw apiError('network', '网络连接异常，请重试', undefined, 0);
  });
  act(() => shell.setLanguage('EN'));
  expect(await screen.findByText('网络连接异常，请重试')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
