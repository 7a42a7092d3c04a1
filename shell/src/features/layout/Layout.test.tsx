import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type SessionState } from '@portal/kernel';
import { storage, STORAGE_KEYS, type VendorCard, type VendorLane } from '@portal/shared';
import { helpCenter, type SiteInfo } from '@portal/shared/contracts';
import { recordCommands, stubEndpoints, Where } from '@portal/shared/testing';
import '../../i18n';
import { shellWriter } from '../../app/shellWriter';
import { SiteConfigContext } from '../boot';
import { Layout } from './Layout';

// The side menu on a narrow screen: a drawer the header's menu button opens. Which of the column and
// the drawer shows is CSS (a 900 px breakpoint), which jsdom does not apply; what is checked here is
// how the drawer behaves for a person with a pointer, a keyboard or a screen reader.

const SITE = {
  // The back office's titles are one language for everyone; the menu labels channels in the visitor's.
  customerService: [
    { csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'https://chat.example/room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/demo_support' },
  ],
  resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/demo_support', labelNameEn: 'Telegram' }],
  whitelabel: { PTSYS3: true, MANPLAYREB3: false },
  referral: { enabled: true },
} as unknown as SiteInfo;

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  vassalage,
  vendorName: `${vassalage} name`,
  gameType,
  logoUrl: `/wps/asset/vendor/${vassalage}.svg`,
  isGroup: false,
  launch: 'list',
  nodeId: null,
  gameCode: null,
  maintenance: false,
  gameCount: 10,
});
const lane = (title: VendorLane['title'], cards: VendorCard[]): VendorLane => ({ title, gameClassify: cards[0]?.gameType ?? 'RNG', vendors: cards.map((c) => c.vassalage), cards });
// Live casino and slots have vendors; fishing has none, so it is in neither the header nor the drawer.
const LANES = [lane('LIVE', [card('EVO', 'LIVE')]), lane('RNG', [card('PG', 'RNG')]), lane('FISH', [])];

const GUEST: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };
const MEMBER: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 1, account: 'demo', nickname: 'Lucky', type: 0 }, token: 't' };
const TRIAL: SessionState = { ...MEMBER, isTrial: true, member: { id: 2, account: 'trial', nickname: '', type: 4 } };

const commands = recordCommands();

function renderPage(path = '/', site: SiteInfo = SITE) {
  stubEndpoints().on(helpCenter, []);
  return render(
    <SiteConfigContext.Provider value={site}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SiteConfigContext.Provider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const drawer = () => screen.getByRole('dialog', { name: 'Side menu' });
const openDrawer = async () => {
  await userEvent.click(menuButton());
  return drawer();
};

beforeEach(() => {
  shellWriter.setLanguage('EN');
  shellWriter.setSession(GUEST);
  storage.session.set(STORAGE_KEYS.gameVendor, { language: 'EN', data: LANES });
});

test('the menu button opens the side menu as a labelled dialog with focus inside; Escape closes it and focus goes back', async () => {
  renderPage();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  const dialog = await openDrawer();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
  expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  // What a phone had no way to reach before: bonus, invite, app download, customer service, language.
  for (const name of ['Bonus', 'Invite friends']) expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
  for (const name of ['App download', 'Live chat']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuButton()).toHaveFocus();
});

test('Tab stays inside the open drawer', async () => {
  renderPage();
  const dialog = await openDrawer();
  await userEvent.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(document.activeElement).not.toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
});

test('following a link in the drawer navigates and closes it, also a link to the page already shown', async () => {
  renderPage('/');
  await userEvent.click(within(await openDrawer()).getByRole('link', { name: 'Bonus' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/member/rewardCenter');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(within(await openDrawer()).getByRole('link', { name: 'Bonus' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a navigation from outside the drawer (a header link here; the back button, a remote) closes it too', async () => {
  renderPage('/');
  await userEvent.click(within(await openDrawer()).getByRole('link', { name: 'Slots' }));
  await openDrawer();
  // The header's own links stay usable behind it in this test (no CSS): one of them navigates.
  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Live Casino' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/live');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a tap on the backdrop or the close button closes it', async () => {
  renderPage();
  await openDrawer();
  await userEvent.click(screen.getByTestId('side-menu-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(within(await openDrawer()).getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(menuButton()).toHaveFocus();
});

test('asking for a popup from the drawer closes it and opens the popup', async () => {
  renderPage();
  await userEvent.click(within(await openDrawer()).getByRole('button', { name: 'App download' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'appDownload' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the drawer lists the categories that have vendors, like the header', async () => {
  renderPage();
  const links = within(await openDrawer())
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(links).toEqual(expect.arrayContaining(['Home', 'Live Casino', 'Slots', 'Promotions']));
  expect(links).not.toContain('Fishing');
  expect(links).not.toContain('Sports');
});

test('with MANPLAYREB3 on, the account menu opens the manual rebate page', async () => {
  shellWriter.setSession(MEMBER);
  renderPage('/', { ...SITE, whitelabel: { ...SITE.whitelabel, MANPLAYREB3: true } });
  const account = within(await openDrawer()).getByRole('navigation', { name: 'My account' });
  expect(within(account).getByRole('link', { name: 'Manual rebate' })).toHaveAttribute('href', '/member/manualRebate');
});

test('logged in, the drawer holds what the phone header leaves out: withdraw, the account menu, sign out', async () => {
  shellWriter.setSession(MEMBER);
  renderPage();
  const dialog = await openDrawer();
  const account = within(dialog).getByRole('navigation', { name: 'My account' });
  for (const name of ['Withdraw', 'Betting record', 'Account record', 'Points', 'Security centre']) {
    expect(within(account).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(account).queryByRole('link', { name: 'Manual rebate' })).not.toBeInTheDocument(); // MANPLAYREB3 off
  expect(within(dialog).getByRole('button', { name: 'Announcements' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /switch to the (light|dark) theme/i })).toBeInTheDocument();

  await userEvent.click(within(account).getByRole('button', { name: 'Sign out' }));
  expect(commands.commands).toEqual([{ type: 'logout' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("a trial account's withdraw link in the drawer gets the trial warning instead of the page", async () => {
  shellWriter.setSession(TRIAL);
  renderPage('/');
  const account = within(await openDrawer()).getByRole('navigation', { name: 'My account' });
  await userEvent.click(within(account).getByRole('link', { name: 'Withdraw' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'trialWarning' }]);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the menu button and the drawer are named in Burmese and Chinese too', async () => {
  shellWriter.setLanguage('MY');
  renderPage();
  // Burmese may still be on its way (a popup's texts registered by an earlier test load on the switch).
  await userEvent.click(await screen.findByRole('button', { name: 'မီနူး' }));
  expect(within(screen.getByRole('dialog', { name: 'ဘေးမီနူး' })).getByRole('button', { name: 'မီနူး ပိတ်ရန်' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');

  act(() => shellWriter.setLanguage('CN'));
  await userEvent.click(await screen.findByRole('button', { name: '菜单' }));
  expect(screen.getByRole('dialog', { name: '侧边菜单' })).toBeInTheDocument();
});

test("customer service channels are labelled in the visitor's language, not the back office's title", async () => {
  shellWriter.setLanguage('MY');
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'မီနူး' }));
  const menu = screen.getByRole('dialog', { name: 'ဘေးမီနူး' });
  expect(within(menu).getByRole('button', { name: 'တိုက်ရိုက် စကားပြောရန်' })).toBeInTheDocument();
  expect(within(menu).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/demo_support');
  expect(within(menu).queryByText(/Live chat/)).not.toBeInTheDocument();
});

test("live chat (side menu and floating bar) opens the site's own chat desks, never a link the settings hold", async () => {
  renderPage();
  const bar = screen.getByRole('complementary', { name: 'Quick links' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Live chat' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'customerService' }]);
  commands.clear();
  await userEvent.click(within(await openDrawer()).getByRole('button', { name: 'Live chat' }));
  expect(commands.commands).toEqual([{ type: 'openModal', modal: 'customerService' }]);
  expect(document.querySelector('a[href="https://chat.example/room"]')).toBeNull();
  // The other channels stay links to their apps, from the settings.
  expect(within(bar).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/demo_support');
});

test('the invite links (side menu, floating bar, footer) lead to the referral page, and show only while referral runs', async () => {
  const { unmount } = renderPage('/');
  expect(within(screen.getByRole('complementary', { name: 'Quick links' })).getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/member/referral');
  await userEvent.click(within(await openDrawer()).getByRole('link', { name: 'Invite friends' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/member/referral');
  unmount();

  renderPage('/', { ...SITE, referral: { enabled: false } });
  expect(within(screen.getByRole('complementary', { name: 'Quick links' })).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  expect(within(await screen.findByRole('contentinfo')).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  expect(within(await openDrawer()).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
});

test('the footer comes after the first screen: not in the first render, drawn once the browser is idle', async () => {
  renderPage('/');
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toHaveTextContent('Players must be at least 18 years old');
});

test("the footer's 'Play responsibly' link and the account menu lead to the member's limits, break and help; a guest reads the help without signing in", async () => {
  renderPage('/');
  expect(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Play responsibly' })).toHaveAttribute('href', '/help#term');

  act(() => shellWriter.setSession(MEMBER));
  await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Play responsibly' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/member/responsibleGaming');
  const account = within(await openDrawer()).getByRole('navigation', { name: 'My account' });
  expect(within(account).getByRole('link', { name: 'Play responsibly' })).toHaveAttribute('href', '/member/responsibleGaming');
});

test("the drawer's bonus and promotions links carry the server's red counts, named for a screen reader, and none at 0", async () => {
  shellWriter.setSession(MEMBER);
  act(() => shellWriter.setCounts({ rewards: 2, availablePromotions: 3, missions: 1 }));
  renderPage('/');
  const dialog = await openDrawer();
  expect(within(within(dialog).getByRole('link', { name: /^Bonus/ })).getByLabelText('2 rewards to claim')).toHaveTextContent('2');
  expect(within(within(dialog).getByRole('link', { name: /^Promotions/ })).getByLabelText('3 promotions to join')).toHaveTextContent('3');
  // A claim elsewhere moves the count at once (the stream's `counts` event lands on the bus).
  act(() => shellWriter.setCounts({ rewards: 0 }));
  expect(within(within(dialog).getByRole('link', { name: /^Bonus/ })).queryByTestId('side-count')).not.toBeInTheDocument();
  act(() => shellWriter.setCounts({ rewards: 0, availablePromotions: 0, missions: 0 }));
});

test("the footer's payment, certification and licence marks are the portal's own pictures, loaded lazily, described in the reader's language", async () => {
  renderPage();
  const footer = await screen.findByRole('contentinfo');
  const payment = within(footer).getByRole('heading', { name: 'Payment' }).parentElement!;
  const pictures = within(payment).getAllByRole('img');
  expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['KBZPay accepted', 'WavePay accepted', 'AYA Pay accepted', 'CB Pay accepted', 'UAB Pay accepted']);
  expect(within(footer).getByRole('img', { name: 'Certified random number generator' })).toHaveAttribute('src', '/wps/asset/badge/rng-certified.svg');
  expect(within(footer).getByRole('img', { name: 'Licensed operator' })).toHaveAttribute('src', '/wps/asset/badge/licensed-operator.svg');
  for (const img of within(footer).getAllByRole('img').filter((element) => element.getAttribute('src')?.startsWith('/wps/asset/badge/'))) {
    expect(img).toHaveAttribute('loading', 'lazy');
  }
  // The age line and its mark read the site's one minimum age.
  expect(footer).toHaveTextContent('18+ Players must be at least 18 years old to use this site.');

  act(() => shellWriter.setLanguage('MY'));
  expect(await within(footer).findByRole('img', { name: 'KBZPay ဖြင့် ငွေပေးချေနိုင်သည်' })).toHaveAttribute('src', '/wps/asset/badge/kbzpay.svg');
  act(() => shellWriter.setLanguage('CN'));
  expect(await within(footer).findByRole('img', { name: '持牌运营商' })).toBeInTheDocument();
});
