import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type SessionState } from '@portal/kernel';
import { storage, STORAGE_KEYS } from '@portal/shared';
import { helpCenter, type SiteInfo } from '@portal/shared/contracts';
import { stubEndpoints, Where } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { AppRoutes } from '../../app/routes';
import { SiteConfigContext } from '../boot';

// An address that is no page says so, in the reader's language, with the ways back; it does not jump
// to the home page as if the link had worked.

const SITE = { customerService: [], resources: [], whitelabel: {}, referral: { enabled: false } } as unknown as SiteInfo;
const GUEST: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };

function open(path: string) {
  stubEndpoints().on(helpCenter, []);
  return render(
    <SiteConfigContext.Provider value={SITE}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </SiteConfigContext.Provider>,
  );
}

beforeEach(() => {
  shellWriter.setSession(GUEST);
  storage.session.set(STORAGE_KEYS.gameVendor, { language: 'EN', data: [] });
});

test('an unknown address shows a page-not-found page with links home, to the games and to the lottery', async () => {
  shellWriter.setLanguage('EN');
  open('/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  // The address stays what the visitor opened.
  expect(screen.getByTestId('location')).toHaveTextContent('/no-such-page');
  const ways = within(screen.getByRole('navigation', { name: 'Where to go instead' }));
  expect(ways.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  expect(ways.getByRole('link', { name: 'Games lobby' })).toHaveAttribute('href', '/rng');
  expect(ways.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/lottery');

  await userEvent.click(ways.getByRole('link', { name: 'Home page' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test.each([
  ['MY', 'စာမျက်နှာ မတွေ့ပါ', 'ပင်မစာမျက်နှာ'],
  ['CN', '页面不存在', '首页'],
] as const)('in %s the page and its links are in that language', async (language, title, home) => {
  shellWriter.setLanguage(language);
  open('/promotionz/42');
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(within(screen.getByTestId('not-found')).getByRole('link', { name: home })).toHaveAttribute('href', '/');
});
