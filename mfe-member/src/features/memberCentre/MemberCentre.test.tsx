import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { protectionStatus, type ProtectionStatus } from '@portal/shared/contracts';
import { setScreenWidth, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { loginDemo, renderPage, setBalance, shell } from '../../testing/shell';
import { ClosedDuringBreak } from '../responsibleGaming';
import { MEMBER_PAGES, MemberCentre } from '.';

let server: EndpointStubs;

beforeEach(() => {
  loginDemo(1_234_567);
  // The break's status stays loading unless a test answers it: the banner is under test only there.
  server = stubEndpoints().on(protectionStatus, () => new Promise<ProtectionStatus>(() => undefined));
});

const renderCentre = () => renderPage(<MemberCentre basePath="/member" />, '/member/securityCenter');

test('lists every member page, with red counts only above zero', () => {
  shell.setCounts({ unreadMessages: 3, missions: 0, rewards: 1 });
  renderCentre();
  const menu = screen.getByRole('navigation', { name: 'Member centre' });
  expect(within(menu).getAllByRole('link')).toHaveLength(MEMBER_PAGES.length);
  expect(within(menu).getByRole('link', { name: 'Manual rebate' })).toHaveAttribute('href', '/member/manualRebate');
  expect(within(menu).getByRole('link', { name: /Messages/ })).toHaveTextContent('3');
  expect(within(menu).getByRole('link', { name: /Reward centre/ })).toHaveTextContent('1');
  expect(within(menu).getByRole('link', { name: 'Missions and leaderboard' })).toBeInTheDocument();
});

test('shows the balance from the bus and follows each balance the shell is pushed', () => {
  renderCentre();
  expect(screen.getByTestId('member-balance')).toHaveTextContent('K 12,345.67');
  expect(screen.queryByRole('button', { name: /balance/i })).not.toBeInTheDocument();
  act(() => setBalance(1_247_912));
  expect(screen.getByTestId('member-balance')).toHaveTextContent('K 12,479.12');
  act(() => setBalance({ masked: true }));
  expect(screen.getByTestId('member-balance')).toHaveTextContent('K ****');
});

test('while a cool-off is in force every member page says so, until when, and what stays open', async () => {
  server.on(protectionStatus, { limits: [], exclusion: { kind: 'coolOff', length: '7d', since: '2026-11-29T04:00:00.000Z', until: '2026-12-06T04:00:00.000Z' }, realityCheckMinutes: 60 });
  renderCentre();
  const banner = await screen.findByTestId('break-banner');
  expect(banner).toHaveTextContent('Cool-off in force until 6 Dec 2026, 10:30: you can withdraw and read your records; deposits, games and promotions are closed.');
  expect(within(banner).getByRole('link', { name: 'Your break and limits' })).toHaveAttribute('href', '/member/responsibleGaming');
});

test("a page a break closes says so under the centre's banner, and the two read the break in one call", async () => {
  server.on(protectionStatus, { limits: [], exclusion: { kind: 'coolOff', length: '7d', since: '2026-11-29T04:00:00.000Z', until: '2026-12-06T04:00:00.000Z' }, realityCheckMinutes: 60 });
  render(
    <MemoryRouter initialEntries={['/member/depositv2']}>
      <Routes>
        <Route path="/member" element={<MemberCentre basePath="/member" />}>
          <Route path="depositv2" element={<ClosedDuringBreak what="deposit"><input aria-label="Deposit amount" /></ClosedDuringBreak>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('break-banner')).toBeInTheDocument();
  expect(await screen.findByTestId('closed-during-break')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Deposit amount' })).not.toBeInTheDocument();
  expect(server.calls(protectionStatus)).toHaveLength(1);
});

test('without a break there is no banner', async () => {
  server.on(protectionStatus, { limits: [], exclusion: null, realityCheckMinutes: 60 });
  renderCentre();
  await act(() => Promise.resolve());
  expect(server.calls(protectionStatus)).toHaveLength(1);
  expect(screen.queryByTestId('break-banner')).not.toBeInTheDocument();
});

describe('on a phone', () => {
  beforeEach(() => setScreenWidth(375));

  /** The centre at /member/depositv2, with a stand-in deposit form as its page. */
  const renderDeposit = () =>
    render(
      <MemoryRouter initialEntries={['/member/depositv2']}>
        <Routes>
          <Route path="/member" element={<MemberCentre basePath="/member" />}>
            <Route path="depositv2" element={<input aria-label="Deposit amount" />} />
            <Route path="withdraw" element={<input aria-label="Withdrawal amount" />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

  test('Deposit opens on its form, not on the menu; the menu is one tap away and picking a page closes it', async () => {
    const user = userEvent.setup();
    renderDeposit();
    const field = screen.getByRole('textbox', { name: 'Deposit amount' });
    expect(screen.queryByRole('navigation', { name: 'Member centre' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Member centre menu' });
    expect(button.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.parentElement).toHaveTextContent('Deposit');

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Member centre' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByTestId('member-balance')).toHaveTextContent('K 12,345.67');
    await user.click(within(within(drawer).getByRole('navigation', { name: 'Member centre' })).getByRole('link', { name: 'Withdraw' }));
    expect(screen.getByRole('textbox', { name: 'Withdrawal amount' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
