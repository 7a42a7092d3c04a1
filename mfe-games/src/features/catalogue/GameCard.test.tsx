import { render, screen, waitFor, within } from '@testing-library/react';
import { MCSFE_getFavoriteGames } from '@portal/shared/contracts';
import { GUEST, MEMBER, TRIAL, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { game } from '../../testing/fixtures';
import { GameCard } from '.';

beforeEach(() => {
  shell.setLanguage('EN');
  stubEndpoints().on(MCSFE_getFavoriteGames, () => []);
});

const renderCard = (item = game()) =>
  render(
    <Providers>
      <GameCard game={item} />
    </Providers>,
  );

test('artwork with the game name as alt, name, vendor and the badges', () => {
  shell.setSession(GUEST);
  renderCard(game({ isHot: 1, isNew: 1, demo: true, maintenance: true }));
  const button = screen.getByRole('button', { name: 'Lucky Dragon' });
  expect(within(button).getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', '/wps/asset/game/RNG-PG-0001.svg?v=1');
  expect(screen.getByTestId('game-vendor')).toHaveTextContent('PG Soft');
  expect(button).toHaveAccessibleDescription('PG Soft HOT NEW DEMO Under maintenance');
});

test('no badges for a plain game', () => {
  shell.setSession(GUEST);
  renderCard();
  expect(screen.getByRole('button', { name: 'Lucky Dragon' })).toHaveAccessibleDescription('PG Soft');
});

test('the heart is for members only; the loaded list decides its state', async () => {
  shell.setSession(GUEST);
  const { unmount } = renderCard();
  expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument();
  unmount();
  shell.setSession(TRIAL);
  const trial = renderCard();
  expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument();
  trial.unmount();
  shell.setSession(MEMBER);
  renderCard(game({ isFavorite: true }));
  expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAccessibleDescription('Lucky Dragon');
  // The member's list (empty here) arrives and becomes the truth.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument());
});
