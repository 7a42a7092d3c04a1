import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, claimShellWriter, type PortalCommand } from '@portal/shared';
import '../../i18n';
import { PromotionsPage } from '.';

const shell = claimShellWriter();
beforeEach(() => shell.setLanguage('EN'));

test('a guest is invited to register through the shell', async () => {
  shell.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((c) => commands.push(c));
  render(<PromotionsPage view="promotions" />);
  await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
  expect(commands).toEqual([{ type: 'openModal', modal: 'register' }]);
  subscription.unsubscribe();
});

test('the points mall says points never expire, and members are not asked to join', () => {
  shell.setSession({ isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: '', type: 0 }, token: 't' });
  render(<PromotionsPage view="pointMall" />);
  expect(screen.getByRole('heading', { name: 'Points mall' })).toBeInTheDocument();
  expect(screen.getByText(/Points never expire/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
});
