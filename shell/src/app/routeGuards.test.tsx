import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, type PortalCommand } from '@portal/kernel';
import '../i18n';
import { shellWriter } from './shellWriter';
import { OpenModalRoute, RequireAgent, RequireRealAccount } from './routeGuards';
import { RequireLogin } from '../features/session';
import { isGamePage } from '../features/layout';

const member = { id: 7, account: 'demo', nickname: 'Demo', type: 0 } as const;

function at(path: string, element: ReactElement) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/agent" element={<p>agent landing</p>} />
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  shellWriter.setLanguage('EN');
  shellWriter.setSession({ isLogin: false, isAgent: false, isTrial: false, member: null, token: null });
});

test('a page needing login without a token goes to /login', () => {
  at('/member', <RequireLogin>member centre</RequireLogin>);
  expect(screen.getByText('login page')).toBeInTheDocument();
});

test('with a session the page renders', () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok' });
  at('/member', <RequireLogin>member centre</RequireLogin>);
  expect(screen.getByText('member centre')).toBeInTheDocument();
});

test('/agentHome sends anyone but an agent to /agent', () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: false, member, token: 'tok' });
  at('/agentHome', <RequireAgent>agent centre</RequireAgent>);
  expect(screen.getByText('agent landing')).toBeInTheDocument();
});

test('a trial user is asked for a real account instead of the member centre', () => {
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: true, member: { ...member, type: 4 }, token: 'tok' });
  at('/member', <RequireRealAccount>member centre</RequireRealAccount>);
  expect(screen.getByRole('alert')).toHaveTextContent(/please register or log in to a formal account/i);
  expect(screen.queryByText('member centre')).not.toBeInTheDocument();
});

test('/login asks for the login popup and shows home', async () => {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((command) => commands.push(command));
  await act(async () => at('/login-route', <OpenModalRoute modal="login" />));
  subscription.unsubscribe();
  expect(screen.getByText('home')).toBeInTheDocument();
  expect(commands).toContainEqual({ type: 'openModal', modal: 'login' });
});

test('the side menu is hidden only on the game pages as spec §2 spells them; the three lottery pages keep it', () => {
  expect(isGamePage('/vnlottery')).toBe(true);
  expect(isGamePage('/sealottery/bet')).toBe(true);
  expect(isGamePage('/seamless')).toBe(true);
  expect(isGamePage('/lottert')).toBe(true);
  expect(isGamePage('/lottery')).toBe(false);
  expect(isGamePage('/vnLottery')).toBe(false);
  expect(isGamePage('/seaLottery')).toBe(false);
  expect(isGamePage('/rng')).toBe(false);
});
