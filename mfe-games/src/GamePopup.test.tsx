import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { GCSGAME_gameList, MCSFE_getFavoriteGames } from '@portal/shared/contracts';
import { GUEST, installIntersectionObserver, intersect, MEMBER, recordCommands, shell, stubEndpoints, Where } from '@portal/shared/testing';
import { game, games, page, cardNamed } from './testing/fixtures';
import GamePopup from './GamePopup';

installIntersectionObserver();
const { commands } = recordCommands();
/** GCSGAME_gameList's answer; its input is the query sent. */
const list = jest.fn();
const params = { vassalage: 'SABA', gameType: 'SPORTS', vendorName: 'Saba Sports' };
/** The query of a list call, as the popup chooses it: the page, language and habitual fields left out. */
const query = (choices: Record<string, unknown>, pageNo: number) => ({ clientType: '3', platform: 'html5-desktop', merchant: '', pageSize: 20, language: 'EN', pageNo, ...choices });

beforeEach(() => {
  jest.clearAllMocks();
  stubEndpoints().on(GCSGAME_gameList, list).on(MCSFE_getFavoriteGames, () => []);
  sessionStorage.clear();
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
});

const renderPopup = (onClose = jest.fn()) => {
  render(
    <MemoryRouter initialEntries={['/sports']}>
      <GamePopup basePath="/sports" params={params} onClose={onClose} />
      <Where />
    </MemoryRouter>,
  );
  return onClose;
};

test("lists the vendor's games, pages with infinite scroll inside the popup", async () => {
  list.mockResolvedValueOnce(page(games(20, 1, { gameType: 'SPORTS', vassalage: 'SABA' }), 1, 2)).mockResolvedValueOnce(page(games(3, 21), 2, 2));
  renderPopup();
  expect(await screen.findByRole('list', { name: 'Games of Saba Sports' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith(query({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL' }, 1));
  intersect(screen.getByTestId('load-more-sentinel'));
  expect(await screen.findByRole('button', cardNamed('Game 23'))).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith(query({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL' }, 2));
});

test('searches by name, debounced', async () => {
  list.mockResolvedValue(page(games(2)));
  renderPopup();
  await screen.findByRole('button', cardNamed('Game 1'));
  await userEvent.type(screen.getByLabelText('Search Saba Sports games'), 'cup');
  await waitFor(() => expect(list).toHaveBeenLastCalledWith(query({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL', keyword: 'cup' }, 1)));
  expect(list).toHaveBeenCalledTimes(2);
});

test('choosing a game applies the launch rules and closes the popup', async () => {
  list.mockResolvedValue(page([game({ nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup', gameType: 'SPORTS' })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', cardNamed('World Cup')));
  expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=SPORTS-SABA-0003');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a guest gets the login popup (and this one closes)', async () => {
  shell.setSession(GUEST);
  list.mockResolvedValue(page([game({ nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup', freePlay: true })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', cardNamed('World Cup')));
  expect(commands).toEqual([{ type: 'openModal', modal: 'login', params: { freePlay: { nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup' } } }]);
  expect(onClose).toHaveBeenCalled();
});

test('a game under maintenance keeps the popup open under its dialog', async () => {
  list.mockResolvedValue(page([game({ gameName: 'Closed Cup', maintenance: true })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', cardNamed('Closed Cup')));
  expect(await screen.findByRole('alertdialog', { name: 'Under maintenance' })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
