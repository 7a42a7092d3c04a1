import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, claimShellWriter, type PortalCommand } from '@portal/shared';
import '../../i18n';
import { MemberCentre } from '.';

const shell = claimShellWriter();

beforeEach(() => {
  shell.setLanguage('EN');
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Demo', type: 0 }, token: 't' });
  shell.setBalance({ balance: 1234567, decimals: 2, currencySymbol: 'K', masked: false, loading: false });
});

function renderCentre() {
  render(
    <MemoryRouter initialEntries={['/member/securityCenter']}>
      <Routes>
        <Route path="/member" element={<MemberCentre basePath="/member" />}>
          <Route path="securityCenter" element={<p>security page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

test('lists every member page, with red counts only above zero', () => {
  shell.setCounts({ unreadMessages: 3, missions: 0, rewards: 1 });
  renderCentre();
  const menu = screen.getByRole('navigation', { name: 'Member centre' });
  expect(within(menu).getAllByRole('link')).toHaveLength(15);
  expect(within(menu).getByRole('link', { name: /Messages/ })).toHaveTextContent('3');
  expect(within(menu).getByRole('link', { name: /Reward centre/ })).toHaveTextContent('1');
  expect(within(menu).getByRole('link', { name: 'Missions and leaderboard' })).toBeInTheDocument();
});

test('shows the balance from the bus and asks the shell to refresh it', async () => {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((c) => commands.push(c));
  renderCentre();
  expect(screen.getByTestId('member-balance')).toHaveTextContent('K 12,345.67');
  await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
  expect(commands).toEqual([{ type: 'refreshBalance' }]);
  subscription.unsubscribe();
});
