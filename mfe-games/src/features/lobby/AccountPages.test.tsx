import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GCS_recentGame, MCSFE_addFavoriteGameV2, MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_removeFavoriteGameV2 } from '@portal/shared/contracts';
import { MEMBER, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { game, games, lane, page, vendor, cardNamed } from '../../testing/fixtures';
import { LobbyPage, pageOf } from '.';

// The answers of the member's lists and of the favourites calls; each one's input is the query or body sent.
const fetchFavouriteGames = jest.fn();
const fetchRecentGames = jest.fn();
const getFavouriteIds = jest.fn();
const addFavourite = jest.fn();
const removeFavourite = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  stubEndpoints()
    .on(MCSFE_getFavoriteGamesList, fetchFavouriteGames)
    .on(GCS_recentGame, fetchRecentGames)
    .on(MCSFE_getFavoriteGames, getFavouriteIds)
    .on(MCSFE_addFavoriteGameV2, addFavourite)
    .on(MCSFE_removeFavoriteGameV2, removeFavourite);
  sessionStorage.clear();
  shell.setLanguage('EN');
});

const renderAt = (path: string) =>
  render(
    <Providers url={path}>
      <LobbyPage page={pageOf(path)} />
    </Providers>,
  );

describe('game centre pages', () => {
  test('a lane of up to VENDOR_LARGE_LAYOUT_OVER vendors uses the normal grid', async () => {
    seedCatalogue({ lanes: [lane('SPORTS', [vendor({ vassalage: 'SABA', vendorName: 'Saba', gameType: 'SPORTS', launch: 'direct', nodeId: 'S-1' })])] });
    renderAt('/sports');
    const grid = screen.getByRole('list', { name: 'Sports providers' });
    expect(grid).toHaveAttribute('data-layout', 'normal');
    expect(screen.getByRole('button', { name: /Saba/ })).toBeInTheDocument();
  });

  test('more than VENDOR_LARGE_LAYOUT_OVER vendors use the large layout', () => {
    const cards = Array.from({ length: 11 }, (_, i) => vendor({ vassalage: `L${i}`, vendorName: `Lotto ${i}`, gameType: 'LOTT', launch: 'lottery', gameCode: `G${i}` }));
    seedCatalogue({ lanes: [lane('LOTT', cards)] });
    renderAt('/lott');
    expect(screen.getByRole('list', { name: 'Lottery providers' })).toHaveAttribute('data-layout', 'large');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  test('a category with no lane says so', () => {
    seedCatalogue({ lanes: [lane('SPORTS', [vendor({ gameType: 'SPORTS' })])] });
    renderAt('/cockfight');
    expect(screen.getByText('No providers are available here yet.')).toBeInTheDocument();
  });
});

describe('account pages', () => {
  beforeEach(() => {
    getFavouriteIds.mockResolvedValue(['RNG-T-0001', 'RNG-T-0002']);
    shell.setSession(MEMBER);
  });

  test('/favorite asks for every favourite (pageSize 999, the slots: gameType RNG) and drops a game as soon as its heart is taken off', async () => {
    fetchFavouriteGames.mockResolvedValue(page(games(2, 1, { isFavorite: true })));
    removeFavourite.mockReturnValue(new Promise(() => undefined));
    renderAt('/favorite');
    expect(await screen.findByRole('button', cardNamed('Game 2'))).toBeInTheDocument();
    expect(fetchFavouriteGames).toHaveBeenCalledWith({ clientType: '3', platform: 'flash', language: 'EN', pageNo: 1, pageSize: 999, gameType: 'RNG' });
    expect(screen.getByText(/Favourites of live casino, fishing and other games are under Favourites on their own pages/)).toBeInTheDocument();
    const card = screen.getAllByTestId('game-card').find((element) => element.textContent?.includes('Game 2')) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(screen.queryByRole('button', cardNamed('Game 2'))).not.toBeInTheDocument());
    expect(screen.getByRole('button', cardNamed('Game 1'))).toBeInTheDocument();
    expect(addFavourite).not.toHaveBeenCalled();
  });

  test('/favorite and /recent show their empty states', async () => {
    fetchFavouriteGames.mockResolvedValue(page([]));
    const { unmount } = renderAt('/favorite');
    expect(await screen.findByText(/You have no favourite games yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the slots' })).toHaveAttribute('href', '/rng');
    unmount();
    fetchRecentGames.mockResolvedValue(page([]));
    renderAt('/recent');
    expect(await screen.findByText('You have not played any games yet.')).toBeInTheDocument();
  });

  test('/recent lists the recent slots (gameType RNG, spec §7)', async () => {
    fetchRecentGames.mockResolvedValue(page([game({ nodeId: 'RNG-PG-0003', gameName: 'Fortune Ox', gameType: 'RNG' })]));
    renderAt('/recent');
    expect(await screen.findByRole('button', cardNamed('Fortune Ox'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recently played' })).toBeInTheDocument();
    expect(fetchRecentGames).toHaveBeenCalledWith({ page: 1, pageSize: 20, language: 'EN', clientType: '3', gameType: 'RNG' });
  });
});
