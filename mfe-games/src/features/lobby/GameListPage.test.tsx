import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_IMAGE_THRESHOLD, storage, STORAGE_KEYS } from '@portal/shared';
import { GCSGAME_categorySummary, GCSGAME_gameList, MCSFE_getFavoriteGames, type CategorySummary, type CategorySummaryQuery } from '@portal/shared/contracts';
import { apiError, GUEST, installIntersectionObserver, intersect, MEMBER, observersOf, recordCommands, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { games, lane, page, vendor, cardNamed } from '../../testing/fixtures';
import { LobbyPage, pageOf, subCategoriesFor } from '.';

installIntersectionObserver();
const { commands } = recordCommands();
/** GCSGAME_gameList's answer; its input is the query sent. */
const list = jest.fn();
/** GCSGAME_categorySummary's answer (the line under the banner: CategorySummary.test.tsx). */
const summary = jest.fn(({ gameType }: CategorySummaryQuery): CategorySummary | Promise<CategorySummary> => ({ gameType, games: 3, vendors: 2 }));

beforeEach(() => {
  jest.clearAllMocks();
  stubEndpoints().on(GCSGAME_gameList, list).on(MCSFE_getFavoriteGames, () => []).on(GCSGAME_categorySummary, summary);
  sessionStorage.clear();
  shell.setLanguage('EN');
  shell.setSession(GUEST);
  seedCatalogue({
    lanes: [
      lane('RNG', [vendor({ vassalage: 'PG', vendorName: 'PG Soft' }), vendor({ vassalage: 'JILI', vendorName: 'Jili' })]),
      lane('INHOUSE', [vendor({ vassalage: 'INHOUSE', vendorName: 'In-house' })]),
      lane('LIVE', [vendor({ vassalage: 'EVO', vendorName: 'Evolution', gameType: 'LIVE' })]),
    ],
  });
  list.mockResolvedValue(page(games(3)));
});

const renderAt = (url: string) => {
  const basePath = url.split('?')[0] ?? url;
  return render(
    <Providers url={url}>
      <LobbyPage page={pageOf(basePath)} />
    </Providers>,
  );
};
/** A list call as [the page's choices, pageNo, language]: its habitual fields (checked once below) set apart. */
const asked = ({ clientType: _c, platform: _p, merchant: _m, pageSize: _s, pageNo, language, ...choices }: Record<string, unknown>) => [choices, pageNo, language];
const calls = () => list.mock.calls.map(([input]) => asked(input));
const lastQuery = () => calls().at(-1)?.[0];

test('the first page asks GCSGAME_gameList for the category, page 1, in the current language', async () => {
  storage.session.set(STORAGE_KEYS.merchant, 'DEMO');
  renderAt('/rng');
  expect(await screen.findByRole('button', cardNamed('Game 1'))).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(1);
  // The query shape of spec §7: clientType 3, platform, merchant, gameType, pageNo, pageSize 20, language, filter.
  expect(list).toHaveBeenCalledWith({ clientType: '3', platform: 'html5-desktop', merchant: 'DEMO', gameType: 'RNG', pageNo: 1, pageSize: 20, language: 'EN', filter: 'ALL' });
});

test('skeletons and aria-busy while loading', () => {
  list.mockReturnValue(new Promise(() => undefined));
  summary.mockReturnValueOnce(new Promise<CategorySummary>(() => undefined));
  renderAt('/live');
  expect(screen.getAllByTestId('game-card-skeleton').length).toBeGreaterThan(0);
  expect(screen.getByTestId('game-grid')).toHaveAttribute('aria-busy', 'true');
});

test('clicking NEW and HOT asks for those filters', async () => {
  renderAt('/live');
  await screen.findByRole('button', cardNamed('Game 1'));
  const filters = screen.getByRole('group', { name: 'Show games' });
  await userEvent.click(within(filters).getByRole('button', { name: 'New' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'LIVE', filter: 'NEW' }));
  expect(within(filters).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(filters).getByRole('button', { name: 'Hot' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'LIVE', filter: 'HOT' }));
});

test('FAV and RECENT open the login popup for a guest and ask nothing', async () => {
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  const filters = screen.getByRole('group', { name: 'Show games' });
  await userEvent.click(within(filters).getByRole('button', { name: 'Favourites' }));
  await userEvent.click(within(filters).getByRole('button', { name: 'Recent' }));
  expect(commands).toEqual([
    { type: 'openModal', modal: 'login', params: {} },
    { type: 'openModal', modal: 'login', params: {} },
  ]);
  expect(list).toHaveBeenCalledTimes(1);
  expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('a member may use FAV', async () => {
  shell.setSession(MEMBER);
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  await userEvent.click(within(screen.getByRole('group', { name: 'Show games' })).getByRole('button', { name: 'Favourites' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'FAV' }));
  expect(commands).toEqual([]);
});

test('the slot filters are on /rng only and send minBet1 / lines25', async () => {
  const { unmount } = renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  const slots = screen.getByRole('group', { name: 'Slot filters' });
  await userEvent.click(within(slots).getByRole('button', { name: 'Min. bet K 1.00 or more' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'ALL', minBet1: 1 }));
  await userEvent.click(within(slots).getByRole('button', { name: '25 lines or more' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'ALL', minBet1: 1, lines25: 1 }));
  unmount();
  renderAt('/fish');
  await screen.findByRole('button', cardNamed('Game 1'));
  expect(screen.queryByRole('group', { name: 'Slot filters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /min\. bet/i })).not.toBeInTheDocument();
});

test('sub-categories JP, TG, AC; bingo only where TY is supported (not in this build)', async () => {
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  const types = screen.getByRole('group', { name: 'Game type' });
  expect(within(types).getAllByRole('button').map((button) => button.textContent)).toEqual(['All types', 'Jackpot', 'Table games', 'Arcade']);
  expect(screen.queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();
  expect(subCategoriesFor(['MY', 'EN', 'CN', 'TY'])).toEqual(['JP', 'TG', 'AC', 'BG']);
  await userEvent.click(within(types).getByRole('button', { name: 'Jackpot' }));
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'ALL', subCategory: 'JP' }));
});

test('vendor tabs: ALL first, the lane (and on /rng the in-house lane); a tab sets ?vassalage=', async () => {
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'PG Soft', 'Jili', 'In-house']);
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Jili' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=JILI');
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'ALL', vassalage: 'JILI' }));
  await userEvent.click(screen.getByRole('tab', { name: 'All' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/);
});

test('?vassalage= in the URL selects its tab and filters the list', async () => {
  renderAt('/rng?vassalage=INHOUSE');
  await screen.findByRole('button', cardNamed('Game 1'));
  expect(screen.getByRole('tab', { name: 'In-house' })).toHaveAttribute('aria-selected', 'true');
  expect(calls()).toContainEqual([{ gameType: 'RNG', filter: 'ALL', vassalage: 'INHOUSE' }, 1, 'EN']);
});

test('the search waits for the typing to settle, then asks once with the keyword', async () => {
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 1'));
  list.mockResolvedValue(page([]));
  await userEvent.type(screen.getByLabelText('Search games'), 'dra');
  expect(list).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(lastQuery()).toEqual({ gameType: 'RNG', filter: 'ALL', keyword: 'dra' }));
  expect(list).toHaveBeenCalledTimes(2);
  expect(await screen.findByText('No games match “dra”.')).toBeInTheDocument();
});

test('infinite scroll: the sentinel on screen asks for the next page, until totalPages', async () => {
  list.mockResolvedValueOnce(page(games(20), 1, 2)).mockResolvedValueOnce(page(games(5, 21), 2, 2));
  renderAt('/rng');
  await screen.findByRole('button', cardNamed('Game 20'));
  intersect(screen.getByTestId('load-more-sentinel'));
  expect(await screen.findByRole('button', cardNamed('Game 25'))).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
  expect(calls().at(-1)).toEqual([{ gameType: 'RNG', filter: 'ALL' }, 2, 'EN']);
  expect(screen.getAllByRole('listitem')).toHaveLength(25);
  expect(screen.queryByTestId('load-more-sentinel')).not.toBeInTheDocument();
});

test('a failed page shows the error with a retry; an empty answer shows the empty state', async () => {
  // As the HTTP client fails when no answer comes.
  list.mockRejectedValueOnce(apiError('network', 'Network link is abnormal, please try again', undefined, 0));
  renderAt('/pvp');
  expect(await screen.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  list.mockResolvedValueOnce(page([]));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No games match your choice.')).toBeInTheDocument();
});

test('lazy artwork: a picture is requested only once its frame is on screen', async () => {
  renderAt('/rng');
  const card = await screen.findByRole('button', cardNamed('Game 1'));
  expect(card.querySelector('img')).toBeNull();
  const frame = card.querySelector('span') as HTMLElement;
  expect(observersOf(frame).map((observer) => observer.thresholds)).toEqual([[LAZY_IMAGE_THRESHOLD]]);
  intersect(frame);
  expect(card.querySelector('img')).toHaveAttribute('src', '/wps/asset/game/RNG-T-0001.svg?v=1');
  await act(async () => undefined);
});
