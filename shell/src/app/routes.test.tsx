import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { stubEndpoints } from '@portal/shared/testing';
import '../i18n';
import { shellWriter } from './shellWriter';
import { remoteRoutes, remoteToLoadAt } from './routes';

// Spec §6: the member centre and the account game pages (favourites, recent games) are a member's;
// their calls answer a trial account 403 `member.trial`, so a trial session is stopped at the route
// and the remote is never loaded.

beforeEach(() => {
  stubEndpoints(); // a call the pages made would fail loudly
  shellWriter.setLanguage('EN');
  shellWriter.setSession({ isLogin: true, isAgent: false, isTrial: true, member: { id: 2, account: 'trial01', nickname: '', type: 4 }, token: 'trial-token' });
});

test.each(['/member', '/member/transferFund', '/favorite', '/recent'])('a trial session at %s is asked for a real account instead of the page', (path) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{remoteRoutes()}</Routes>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('trial-blocked')).toHaveTextContent(/please register or log in to a formal account/i);
  expect(document.querySelector('[data-remote]')).toBeNull();
});

// The page starts downloading a remote's code at once where its pages will be drawn: a guest's open
// remote routes, and with a session a guarded route's too; the home page's games wait for the screen.
test('the remote a page starts loading at once: open routes for a guest, guarded ones with a session', () => {
  const guest = { withSession: false };
  expect(remoteToLoadAt('/rng', guest)).toBe('mfe-games');
  expect(remoteToLoadAt('/rng/PG', guest)).toBe('mfe-games');
  expect(remoteToLoadAt('/promotions', guest)).toBe('mfe-promotions');
  expect(remoteToLoadAt('/rngx', guest)).toBeUndefined();
  for (const guarded of ['/member/securityCenter', '/agentHome', '/lottery', '/favorite', '/']) expect(remoteToLoadAt(guarded, guest)).toBeUndefined();
  const member = { withSession: true };
  expect(remoteToLoadAt('/member/depositv2', member)).toBe('mfe-member');
  expect(remoteToLoadAt('/agentHome', member)).toBe('mfe-agent');
  expect(remoteToLoadAt('/lottery', member)).toBe('mfe-lottery');
  expect(remoteToLoadAt('/rng', member)).toBe('mfe-games');
  expect(remoteToLoadAt('/', member)).toBeUndefined();
});
