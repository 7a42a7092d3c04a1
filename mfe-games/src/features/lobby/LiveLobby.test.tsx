import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GCSGAME_categorySummary, GCSGAME_gameList, GCSGAME_getVassGameType, GLS2_roomList, MCSFE_getFavoriteGames, type LiveTable, type RoomList } from '@portal/shared/contracts';
import { GUEST, MEMBER, installIntersectionObserver, recordCommands, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { game, games, lane, page, vendor } from '../../testing/fixtures';
import { LobbyPage, pageOf } from '.';

// The live lobby of a vendor (GLS2_roomList) on /live?vassalage=…, and the vendor's game types
// (GCSGAME_getVassGameType) on any list page with a vendor chosen.

installIntersectionObserver();
const recorder = recordCommands();
const roomList = jest.fn();
const vassGameType = jest.fn();

const table = (overrides: Partial<LiveTable> & { tableId: string; tableName: string }): LiveTable => ({
  status: 'open',
  dealerName: 'Su Su',
  minBet: 10000,
  maxBet: 10000000,
  seatsTaken: 5,
  seatsTotal: 14,
  game: game({ nodeId: overrides.tableId, gameName: overrides.tableName, displayName: overrides.tableName, gameType: 'LIVE', vassalage: 'PP', freePlay: false }),
  ...overrides,
});

const ROOMS: RoomList = {
  vassalage: 'PP',
  vendorName: 'Pragmatic Play',
  serverTime: '2026-11-26T08:00:00.000Z',
  rooms: [
    {
      roomId: 'PP-BACCARAT',
      roomName: 'Baccarat',
      tables: [
        table({ tableId: 'LIVE-PP-0001', tableName: 'Baccarat 1' }),
        table({ tableId: 'LIVE-PP-0002', tableName: 'Baccarat 2', status: 'closed', seatsTaken: 0, dealerName: 'Mia' }),
      ],
    },
    { roomId: 'PP-ROULETTE', roomName: 'Roulette', tables: [table({ tableId: 'LIVE-PP-0003', tableName: 'Roulette 1', status: 'shuffling', seatsTotal: 12, seatsTaken: 12 })] },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  stubEndpoints()
    .on(GCSGAME_gameList, () => page(games(2)))
    .on(MCSFE_getFavoriteGames, () => [])
    .on(GLS2_roomList, roomList)
    .on(GCSGAME_getVassGameType, vassGameType)
    .on(GCSGAME_categorySummary, ({ gameType }) => ({ gameType, games: 2, vendors: 1 }));
  shell.setLanguage('EN');
  shell.setSession(GUEST);
  seedCatalogue({ lanes: [lane('LIVE', [vendor({ vassalage: 'PP', vendorName: 'Pragmatic Play', gameType: 'LIVE' })]), lane('RNG', [vendor({ vassalage: 'PP', vendorName: 'Pragmatic Play' })])] });
  roomList.mockResolvedValue(ROOMS);
  vassGameType.mockResolvedValue({ vassalage: 'PP', vendorName: 'Pragmatic Play', gameTypes: [{ gameType: 'RNG', subCategories: [], count: 1060 }, { gameType: 'LIVE', subCategories: [], count: 36 }] });
});

/** The first render loads the page's texts and lanes: on a busy machine that takes more than a second. */
const SLOW = { timeout: 5000 };

const renderAt = (url: string) =>
  render(
    <Providers url={url}>
      <LobbyPage page={pageOf(url.split('?')[0]!)} />
    </Providers>,
  );

test("shows the vendor's rooms and tables with limits, seats, dealer and state", async () => {
  renderAt('/live?vassalage=PP');
  const lobby = await screen.findByRole('region', { name: 'Pragmatic Play live tables' }, SLOW);
  expect(roomList).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'PP', language: 'EN' }));
  const baccarat = within(lobby).getByRole('region', { name: 'Baccarat' });
  const [first, second] = within(baccarat).getAllByRole('listitem');
  expect(first).toHaveTextContent('Baccarat 1');
  expect(first).toHaveTextContent('Open');
  expect(first).toHaveTextContent('K 100.00 to K 100,000.00');
  expect(first).toHaveTextContent('5 of 14 taken');
  expect(first).toHaveTextContent('Su Su');
  // A closed table cannot be joined.
  expect(second).toHaveTextContent('Closed');
  expect(within(second!).getByRole('button', { name: 'Closed for a break Baccarat 2' })).toBeDisabled();
  expect(within(lobby).getByRole('region', { name: 'Roulette' })).toHaveTextContent('Shuffling');
});

test('a guest joining a table gets the login popup; a member lands on the play page of its game', async () => {
  renderAt('/live?vassalage=PP');
  await userEvent.click(await screen.findByRole('button', { name: 'Join table Baccarat 1' }, SLOW));
  expect(recorder.commands).toEqual([{ type: 'openModal', modal: 'login', params: {} }]);

  act(() => shell.setSession(MEMBER));
  await userEvent.click(screen.getByRole('button', { name: 'Join table Roulette 1' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=LIVE-PP-0003'), SLOW);
});

test('a failed load offers a retry, and Refresh asks again', async () => {
  roomList.mockRejectedValueOnce(new Error('down'));
  renderAt('/live?vassalage=PP');
  expect(await screen.findByText('The live tables could not be loaded.', {}, SLOW)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Baccarat' }, SLOW)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(roomList).toHaveBeenCalledTimes(3), SLOW);
});

test('without a vendor chosen, or on another category, no live lobby is asked for', async () => {
  renderAt('/live');
  await screen.findAllByTestId('game-card', {}, SLOW);
  renderAt('/rng?vassalage=PP');
  await screen.findByTestId('vendor-types', {}, SLOW);
  expect(roomList).not.toHaveBeenCalled();
});

test("the vendor's game types link to its games of each type, the current one marked", async () => {
  renderAt('/live?vassalage=PP');
  const types = await screen.findByRole('navigation', { name: 'Pragmatic Play game types' }, SLOW);
  expect(vassGameType).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'PP' }));
  expect(within(types).getByRole('link', { name: 'Slots (1060 games)' })).toHaveAttribute('href', '/rng?vassalage=PP');
  expect(within(types).getByRole('link', { name: 'Live Casino (36 games)' })).toHaveAttribute('aria-current', 'page');
});
