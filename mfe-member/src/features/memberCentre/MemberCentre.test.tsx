import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setScreenWidth } from '@portal/shared/testing';
import { loginDemo, renderPage, setBalance, shell } from '../../testing/shell';
import { MEMBER_PAGES, MemberCentre } from '.';

beforeEach(() => loginDemo(1_234_567));

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
