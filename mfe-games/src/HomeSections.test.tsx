import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WINNERS_MAX } from '@portal/shared';
import { GCSGAME_getRankList, type RankWinner } from '@portal/shared/contracts';
import { GUEST, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import { games, lane, vendor, cardNamed } from './testing/fixtures';
import HomeSections from './HomeSections';

/** GCSGAME_getRankList's answer; its input is the query sent. */
const rankList = jest.fn();
const answer = (winners: RankWinner[]) => ({ list: winners.map((vo) => ({ vo })) });

const vendors = (count: number, gameType: 'RNG' | 'LIVE' | 'SPORTS', prefix: string) =>
  Array.from({ length: count }, (_, i) => vendor({ vassalage: `${prefix}${i + 1}`, vendorName: `${prefix} ${i + 1}`, gameType }));

const winner = (n: number): RankWinner => ({
  customerName: `pl***${n}`,
  winAmount: 1_000_000 - n * 1_000,
  iconUrl: `/wps/asset/game/RNG-T-${n}.svg`,
  gameName: `Game ${n}`,
  nodeId: `RNG-T-${n}`,
  vassalage: 'PG',
  gameType: 'RNG',
  createdAt: `2025-01-0${n % 9 || 1}T00:00:00Z`,
});

beforeEach(() => {
  sessionStorage.clear();
  shell.setLanguage('EN');
  shell.setSession(GUEST);
  rankList.mockReset().mockResolvedValue(answer(Array.from({ length: 8 }, (_, i) => winner(i + 1))));
  stubEndpoints().on(GCSGAME_getRankList, rankList);
  seedCatalogue({
    hot: games(9, 1, { isHot: 1 }),
    lanes: [
      lane('RNG', vendors(12, 'RNG', 'Slot')),
      lane('LIVE', vendors(13, 'LIVE', 'Live')),
      lane('SPORTS', vendors(2, 'SPORTS', 'Sport')),
    ],
  });
});

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomeSections basePath="/" />
    </MemoryRouter>,
  );

test('a lane of at most 12 vendors is a grid; more than 12 a scrolling row with arrows', async () => {
  renderHome();
  const slots = screen.getByTestId('home-row-RNG');
  expect(slots).toHaveAttribute('data-layout', 'grid');
  expect(within(slots).getAllByRole('button')).toHaveLength(12);
  expect(within(slots).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');

  const live = screen.getByTestId('home-row-LIVE');
  expect(live).toHaveAttribute('data-layout', 'row');
  const swiper = await within(live).findByTestId('scroll-row');
  expect(within(swiper).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  expect(within(swiper).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  expect(within(swiper).getByRole('button', { name: /Live 13/ })).toBeInTheDocument();

  expect(screen.getByTestId('home-row-SPORTS')).toHaveAttribute('data-layout', 'grid');
  expect(screen.queryByTestId('home-row-FISH')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('home-row-SPORTS')).getByRole('link', { name: 'See all Sports' })).toHaveAttribute('href', '/sports');
});

test('the hot row has arrows when it has more than HOT_ROW_ARROWS_OVER games', async () => {
  renderHome();
  const hot = screen.getByTestId('hot-row');
  const swiper = await within(hot).findByTestId('scroll-row');
  expect(within(swiper).getByRole('button', cardNamed('Game 9'))).toBeInTheDocument();
  expect(within(swiper).getByRole('button', { name: 'Next' })).toBeInTheDocument();
});

test('the hot row has no arrows with 7 games or fewer', async () => {
  seedCatalogue({ hot: games(7) });
  renderHome();
  const swiper = await within(screen.getByTestId('hot-row')).findByTestId('scroll-row');
  expect(within(swiper).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('the winner board: the first three as big cards, the rest in the scrolling list, amounts formatted', async () => {
  renderHome();
  const big = await screen.findAllByTestId('winner-big');
  expect(big).toHaveLength(3);
  expect(big[0]).toHaveTextContent('pl***1');
  expect(big[0]).toHaveTextContent('9,990.00');
  const rows = screen.getByTestId('winner-rows');
  expect(within(rows).getAllByRole('listitem')).toHaveLength(5);
  expect(rows).toHaveTextContent('pl***4');
  expect(rankList).toHaveBeenCalledWith({ gameCategory: 'ALL', language: 'EN', limitNum: WINNERS_MAX });
});

test('the jackpot stays among the sections', async () => {
  renderHome();
  expect(screen.getByTestId('jackpot-amount')).toBeInTheDocument();
  await act(async () => undefined);
});

test('rows follow the language: names of the new language once its lanes arrive', async () => {
  renderHome();
  expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
  sessionStorage.setItem('gameVendor', JSON.stringify({ language: 'CN', data: [lane('RNG', [vendor({ vassalage: 'PG', vendorName: 'PG 电子' })])] }));
  sessionStorage.setItem('hotGames', JSON.stringify({ language: 'CN', data: games(2) }));
  rankList.mockResolvedValue(answer([]));
  act(() => shell.setLanguage('CN'));
  expect(await screen.findByRole('heading', { name: '老虎机' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /PG 电子/ })).toBeInTheDocument();
  expect(await screen.findByText('暂无大奖记录。')).toBeInTheDocument();
});
