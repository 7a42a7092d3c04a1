import { act, screen, within } from '@testing-library/react';
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
