import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, claimShellWriter, type PortalCommand } from '@portal/shared';
import '../../i18n';
import { LobbyPage, pageOf } from '.';

const shell = claimShellWriter();
beforeEach(() => shell.setLanguage('EN'));

const renderAt = (url: string, basePath: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LobbyPage page={pageOf(basePath)} />
    </MemoryRouter>,
  );

test('a guest is offered the login popup through the shell', async () => {
  shell.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((c) => commands.push(c));
  renderAt('/rng?vassalage=INHOUSE', '/rng');
  expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
  expect(screen.getByText('Provider: INHOUSE')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(commands).toEqual([{ type: 'openModal', modal: 'login' }]);
  subscription.unsubscribe();
});

test('a member sees who is playing and the balance', () => {
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Lucky', type: 0 }, token: 't' });
  shell.setBalance({ balance: 100000, decimals: 2, currencySymbol: 'K', masked: false, loading: false });
  renderAt('/live', '/live');
  expect(screen.getByText(/Playing as Lucky · K 1,000\.00/)).toBeInTheDocument();
});
