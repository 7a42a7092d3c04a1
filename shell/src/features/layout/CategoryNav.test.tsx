import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type PortalCommand } from '@portal/kernel';
import { storage, STORAGE_KEYS, type VendorCard, type VendorLane } from '@portal/shared';
import '../../i18n';
import '../gameNav';
import { shellWriter } from '../../app/shellWriter';
import { CategoryNav } from './CategoryNav';
import { VendorLogos } from './VendorLogos';

// The vendor lanes come from the shared catalogue cache (session storage), as after a first fetch.
const card = (vassalage: string, gameType: VendorCard['gameType'], over: Partial<VendorCard> = {}): VendorCard => ({
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
  ...over,
});
const lane = (title: VendorLane['title'], cards: VendorCard[]): VendorLane => ({ title, gameClassify: cards[0]?.gameType ?? 'RNG', vendors: cards.map((c) => c.vassalage), cards });
const LANES = [
  lane('LIVE', [card('EVO', 'LIVE'), card('DG', 'LIVE', { isGroup: true })]),
  lane('SPORTS', [card('SABA', 'SPORTS', { launch: 'direct', nodeId: 'SPORTS-SABA-0001' })]),
  lane('LOTT', [card('TCG_LOTTO_VN', 'LOTT', { launch: 'lottery', gameCode: 'VN_LOTTO' })]),
  lane('RNG', [card('PG', 'RNG'), card('EVO', 'RNG')]),
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderWith(ui: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

let commands: PortalCommand[] = [];
bus.commands$.subscribe((command) => commands.push(command));

beforeEach(() => {
  commands = [];
  shellWriter.setLanguage('EN');
  storage.session.set(STORAGE_KEYS.gameVendor, { language: 'EN', data: LANES });
});

test('the header reads HOME, FAV, then the vendor categories in the order of spec §2, promotions last', () => {
  renderWith(<CategoryNav />);
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  const links = within(nav).getAllByRole('link').filter((link) => link.parentElement?.tagName === 'LI');
  expect(links.map((link) => link.textContent)).toEqual(['Home', 'Favourites', 'Lottery', 'Live Casino', 'Sports', 'Slots', 'Promotions']);
  expect(links[1]).toHaveAttribute('href', '/favorite');
  // The favourites are the member's own: no vendor dropdown.
  expect(links[1]!.parentElement!.querySelector('[role="group"]')).toBeNull();
});

test('a category shows only when it has a vendor; home and promotions always', () => {
  renderWith(<CategoryNav />);
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  const links = within(nav).getAllByRole('link').map((link) => link.textContent);
  expect(links).toEqual(expect.arrayContaining(['Home', 'Lottery', 'Live Casino', 'Sports', 'Slots', 'Promotions']));
  for (const hidden of ['E-Lottery', 'Fishing', 'Poker', 'E-Sports', 'Cockfight']) expect(links).not.toContain(hidden);
});

test('the dropdown opens each vendor by the rules: group popup, direct play, lottery route, filtered page', async () => {
  renderWith(<CategoryNav />);
  await userEvent.click(within(screen.getByRole('group', { name: 'Live Casino providers' })).getByRole('button', { name: 'DG name' }));
  expect(commands).toEqual([{ type: 'openModal', modal: 'gamePopup', params: { vassalage: 'DG', gameType: 'LIVE', vendorName: 'DG name' } }]);

  await userEvent.click(within(screen.getByRole('group', { name: 'Sports providers' })).getByRole('button', { name: 'SABA name' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/seamless?nodeId=SPORTS-SABA-0001');

  await userEvent.click(within(screen.getByRole('group', { name: 'Lottery providers' })).getByRole('button', { name: 'TCG_LOTTO_VN name' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/vnLottery?gameCode=VN_LOTTO');

  await userEvent.click(within(screen.getByRole('group', { name: 'Live Casino providers' })).getByRole('button', { name: 'EVO name' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/live?vassalage=EVO');
});

test('slots navigate straight to their page: no dropdown', () => {
  renderWith(<CategoryNav />);
  expect(screen.queryByRole('group', { name: 'Slots providers' })).not.toBeInTheDocument();
});

test('the footer shows every vendor logo once (plus the hidden loop copy)', () => {
  renderWith(<VendorLogos />);
  const carousel = screen.getByRole('region', { name: 'Our game providers' });
  expect(within(carousel).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['EVO name', 'DG name', 'SABA name', 'TCG_LOTTO_VN name', 'PG name']);
});
