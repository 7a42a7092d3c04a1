import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { GUEST, MEMBER, Where, recordCommands, shell } from './testing/shell';
import { game, games, page } from './testing/fixtures';
import { installIntersectionObserver, intersect } from './testing/intersectionObserver';
import { fetchGameList } from './features/catalogue';
import GamePopup from './GamePopup';

jest.mock('./features/catalogue/api', () => ({ ...jest.requireActual('./features/catalogue/api'), fetchGameList: jest.fn() }));
jest.mock('./features/favourites/api', () => ({ getFavouriteIds: jest.fn().mockResolvedValue([]), addFavourite: jest.fn(), removeFavourite: jest.fn() }));

installIntersectionObserver();
const commands = recordCommands();
const list = fetchGameList as jest.Mock;
const params = { vassalage: 'SABA', gameType: 'SPORTS', vendorName: 'Saba Sports' };

beforeEach(() => {
  jest.clearAllMocks();
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
  expect(list).toHaveBeenCalledWith({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL' }, 1, 'EN', expect.any(AbortSignal));
  intersect(screen.getByTestId('load-more-sentinel'));
  expect(await screen.findByRole('button', { name: 'Game 23' })).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL' }, 2, 'EN', expect.any(AbortSignal));
});

test('searches by name, debounced', async () => {
  list.mockResolvedValue(page(games(2)));
  renderPopup();
  await screen.findByRole('button', { name: 'Game 1' });
  await userEvent.type(screen.getByLabelText('Search Saba Sports games'), 'cup');
  await waitFor(() => expect(list).toHaveBeenLastCalledWith({ gameType: 'SPORTS', vassalage: 'SABA', filter: 'ALL', keyword: 'cup' }, 1, 'EN', expect.any(AbortSignal)));
  expect(list).toHaveBeenCalledTimes(2);
});

test('choosing a game applies the launch rules and closes the popup', async () => {
  list.mockResolvedValue(page([game({ nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup', gameType: 'SPORTS' })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', { name: 'World Cup' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=SPORTS-SABA-0003');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a guest gets the login popup (and this one closes)', async () => {
  shell.setSession(GUEST);
  list.mockResolvedValue(page([game({ nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup', freePlay: true })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', { name: 'World Cup' }));
  expect(commands).toEqual([{ type: 'openModal', modal: 'login', params: { freePlay: { nodeId: 'SPORTS-SABA-0003', gameName: 'World Cup' } } }]);
  expect(onClose).toHaveBeenCalled();
});

test('a game under maintenance keeps the popup open under its dialog', async () => {
  list.mockResolvedValue(page([game({ gameName: 'Closed Cup', maintenance: true })]));
  const onClose = renderPopup();
  await userEvent.click(await screen.findByRole('button', { name: 'Closed Cup' }));
  expect(await screen.findByRole('alertdialog', { name: 'Under maintenance' })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});
