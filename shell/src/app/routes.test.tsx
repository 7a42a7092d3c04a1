import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { stubEndpoints } from '@portal/shared/testing';
import '../i18n';
import { shellWriter } from './shellWriter';
import { openRemoteAt, remoteRoutes } from './routes';

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

// The page starts downloading a remote's code at once only where a guest may see its pages: a login-
// or agent-guarded route's code waits for its guard, and the home page's games wait for the screen.
test('the remote a page starts loading at once: open remote routes only', () => {
  expect(openRemoteAt('/rng')).toBe('mfe-games');
  expect(openRemoteAt('/rng/PG')).toBe('mfe-games');
  expect(openRemoteAt('/promotions')).toBe('mfe-promotions');
  expect(openRemoteAt('/rngx')).toBeUndefined();
  for (const guarded of ['/member/securityCenter', '/agentHome', '/lottery', '/favorite', '/']) expect(openRemoteAt(guarded)).toBeUndefined();
});
