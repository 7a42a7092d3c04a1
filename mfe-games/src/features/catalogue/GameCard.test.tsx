import { render, screen, waitFor } from '@testing-library/react';
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

/*
 * WCAG 2.5.3 (label in name): a speech-control user says what they see, so the button's accessible name
 * is its visible text, in reading order. The picture is decorative: the name is the text beside it.
 */
test('the card is named by what it shows: name, vendor and every badge', () => {
  shell.setSession(GUEST);
  const { container } = renderCard(game({ isHot: 1, isNew: 1, demo: true, maintenance: true }));
  const button = screen.getByRole('button', { name: 'Lucky Dragon PG Soft HOT NEW DEMO Under maintenance' });
  expect(container.querySelector('img')).toHaveAttribute('src', '/wps/asset/game/RNG-PG-0001.svg?v=1');
  expect(container.querySelector('img')).toHaveAttribute('alt', '');
  expect(screen.getByTestId('game-vendor')).toHaveTextContent('PG Soft');
  // Every word on the card is in its name, in the order it is read.
  const visible = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
  expect(visible).toBe('Lucky Dragon PG Soft HOT NEW DEMO Under maintenance');
  expect(button).toHaveAccessibleName(visible);
});

test('a plain game: its name and vendor, and the name starts the label', () => {
  shell.setSession(GUEST);
  renderCard();
  expect(screen.getByRole('button', { name: 'Lucky Dragon PG Soft' })).toHaveTextContent(/^Lucky Dragon\s*PG Soft$/);
});

test('in Burmese the visible badge is in the name too', () => {
  shell.setSession(GUEST);
  shell.setLanguage('MY');
  renderCard(game({ isHot: 1 }));
  const badge = document.querySelector('[data-badge="hot"]')!;
  expect(badge.textContent).not.toBe('');
  expect(screen.getByRole('button', { name: `Lucky Dragon PG Soft ${badge.textContent}` })).toBeInTheDocument();
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

test.each([
  ['MY', 'ကိုယ်ပိုင် ဂိမ်း'],
  ['CN', '自营'],
  ['EN', 'In-house'],
] as const)('%s: the in-house vendor is named in the language; a provider brand stays as it is', (language, label) => {
  shell.setSession(GUEST);
  shell.setLanguage(language);
  const { unmount } = renderCard(game({ vassalage: 'INHOUSE', vendorName: 'In-house' }));
  expect(screen.getByTestId('game-vendor')).toHaveTextContent(label);
  unmount();
  renderCard(game({ vassalage: 'PG', vendorName: 'PG Soft' }));
  expect(screen.getByTestId('game-vendor')).toHaveTextContent('PG Soft');
});
