import { render, screen, waitFor, within } from '@testing-library/react';
import { GCSGAME_categorySummary, GCSGAME_gameList, MCSFE_getFavoriteGames, type CategorySummary } from '@portal/shared/contracts';
import { GUEST, installIntersectionObserver, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { cardNamed, games, lane, page, vendor } from '../../testing/fixtures';
import { LobbyPage, pageOf } from '.';

// The line under a game list page's banner: the category's games and providers (GCSGAME_categorySummary).

installIntersectionObserver();
/** GCSGAME_categorySummary's answer; its input is the query sent. */
const summary = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  stubEndpoints()
    .on(GCSGAME_gameList, () => page(games(3)))
    .on(MCSFE_getFavoriteGames, () => [])
    .on(GCSGAME_categorySummary, summary);
  shell.setLanguage('EN');
  shell.setSession(GUEST);
  seedCatalogue({ lanes: [lane('RNG', [vendor({ vassalage: 'PG', vendorName: 'PG Soft' })]), lane('LIVE', [vendor({ vassalage: 'EVO', gameType: 'LIVE' })])] });
  summary.mockImplementation(({ gameType }: { gameType: CategorySummary['gameType'] }): CategorySummary => ({ gameType, games: 9803, vendors: 22 }));
});

const renderAt = (path: string) =>
  render(
    <Providers url={path}>
      <LobbyPage page={pageOf(path)} />
    </Providers>,
  );
/** The page's games are in: every call of the page has answered (or is left hanging on purpose). */
const gamesShown = () => screen.findByRole('button', cardNamed('Game 1'));

/** The two facts as [label, value] pairs, as they read. */
const factsIn = (box: HTMLElement) =>
  within(box)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

test('EN: the games and providers of the category, under its banner, numbers grouped', async () => {
  renderAt('/rng');
  const box = screen.getByTestId('category-summary');
  await waitFor(() => expect(factsIn(box)).toEqual([['Games', '9,803'], ['Providers', '22']]));
  expect(box).toHaveAttribute('aria-busy', 'false');
  // Right under the banner, above the vendor tabs.
  expect(box.previousElementSibling?.tagName).toBe('HEADER');
  expect(within(box.previousElementSibling as HTMLElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(within(box).getByTestId('category-summary-games')).toHaveTextContent('9,803');
  expect(summary).toHaveBeenCalledTimes(1);
  expect(summary).toHaveBeenCalledWith({ gameType: 'RNG' });
  await gamesShown();
});

test('MY: the labels in Burmese, the numbers written as this app writes its other counts', async () => {
  shell.setLanguage('MY');
  renderAt('/live');
  const box = screen.getByTestId('category-summary');
  await waitFor(() => expect(factsIn(box)).toEqual([['ဂိမ်းများ', '9,803'], ['ဝန်ဆောင်မှုပေးသူများ', '22']]));
  expect(summary).toHaveBeenCalledWith({ gameType: 'LIVE' });
  await gamesShown();
});

test('CN: the labels in Chinese', async () => {
  shell.setLanguage('CN');
  renderAt('/fish');
  await waitFor(() => expect(factsIn(screen.getByTestId('category-summary'))).toEqual([['游戏', '9,803'], ['厂商', '22']]));
  await gamesShown();
});

test('while it loads: the same box, busy, with bars for the numbers', async () => {
  summary.mockReturnValue(new Promise(() => undefined));
  renderAt('/rng');
  const box = screen.getByTestId('category-summary');
  expect(box).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(factsIn(box).map(([label]) => label)).toEqual(['Games', 'Providers']));
  expect(factsIn(box).map(([, value]) => value)).toEqual(['', '']);
  expect(box.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  await gamesShown();
  expect(box).toHaveAttribute('aria-busy', 'true');
});

test('when it fails: the box stays, empty and quiet; the games still show', async () => {
  summary.mockRejectedValue(new Error('down'));
  renderAt('/rng');
  const box = screen.getByTestId('category-summary');
  await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
  expect(box).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await gamesShown()).toBeInTheDocument();
});

test('another category never shows the last one’s numbers while its own load', async () => {
  const { rerender } = renderAt('/rng');
  const box = screen.getByTestId('category-summary');
  await waitFor(() => expect(within(box).getByTestId('category-summary-games')).toHaveTextContent('9,803'));
  summary.mockReturnValue(new Promise(() => undefined));
  rerender(
    <Providers url="/rng">
      <LobbyPage page={pageOf('/fish')} />
    </Providers>,
  );
  const next = screen.getByTestId('category-summary');
  expect(next).toHaveAttribute('aria-busy', 'true');
  expect(next).not.toHaveTextContent('9,803');
  expect(summary).toHaveBeenLastCalledWith({ gameType: 'FISH' });
  await gamesShown();
  expect(next).not.toHaveTextContent('9,803');
});
