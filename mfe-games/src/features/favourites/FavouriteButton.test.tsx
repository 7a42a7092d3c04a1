import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@portal/kernel';
import { MCSFE_addFavoriteGameV2, MCSFE_getFavoriteGames, MCSFE_removeFavoriteGameV2 } from '@portal/shared/contracts';
import { MEMBER, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { game } from '../../testing/fixtures';
import { FavouriteButton, FavouriteNotice } from '.';

const addFavourite = jest.fn();
const removeFavourite = jest.fn();

const dragon = game({ nodeId: 'RNG-PG-0001', gameName: 'Lucky Dragon' });
let now = 1_000_000;

beforeAll(async () => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  shell.setLanguage('EN');
  shell.setSession(MEMBER);
});
beforeEach(() => {
  jest.clearAllMocks();
  now += 5_000;
  stubEndpoints().on(MCSFE_getFavoriteGames, () => []).on(MCSFE_addFavoriteGameV2, addFavourite).on(MCSFE_removeFavoriteGameV2, removeFavourite);
});

function renderHeart() {
  render(
    <MemoryRouter>
      <FavouriteButton game={dragon} />
      <FavouriteNotice />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /favourites/ });
}

test('the heart fills before the server answers; a second click within a second sends nothing', async () => {
  let answer!: () => void;
  addFavourite.mockReturnValue(new Promise<null>((resolve) => (answer = () => resolve(null))));
  const heart = renderHeart();
  expect(heart).toHaveAccessibleName('Add to favourites');
  await userEvent.click(heart);
  expect(heart).toHaveAccessibleName('Remove from favourites');
  await userEvent.click(heart);
  expect(heart).toHaveAccessibleName('Remove from favourites');
  expect(addFavourite).toHaveBeenCalledTimes(1);
  expect(addFavourite).toHaveBeenCalledWith({ nodeId: 'RNG-PG-0001', vendor: 'PG', gameType: 'RNG' });
  expect(removeFavourite).not.toHaveBeenCalled();
  await act(async () => answer());
  expect(heart).toHaveAccessibleName('Remove from favourites');
});

test('remove is optimistic; a failure brings the heart back with a message', async () => {
  let fail!: () => void;
  removeFavourite.mockReturnValue(new Promise<null>((_resolve, reject) => (fail = () => reject(new ApiError(0, 'network', 'offline')))));
  const heart = renderHeart();
  expect(heart).toHaveAccessibleName('Remove from favourites');
  await userEvent.click(heart);
  expect(heart).toHaveAccessibleName('Add to favourites');
  expect(removeFavourite).toHaveBeenCalledWith({ nodeId: 'RNG-PG-0001' });
  await act(async () => fail());
  expect(heart).toHaveAccessibleName('Remove from favourites');
  expect(screen.getByRole('alert')).toHaveTextContent('The game could not be removed from your favourites. Please try again.');
});
