import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MCSFE_getFavoriteGames } from '@portal/shared/contracts';
import { GUEST, MEMBER, TRIAL, recordCommands, seedCatalogue, shell, stubEndpoints } from '@portal/shared/testing';
import '../../i18n';
import { Providers } from '../../testing/shell';
import { game, vendor, cardNamed } from '../../testing/fixtures';
import { GameCard, VendorTile } from '../catalogue';

const { commands } = recordCommands();
beforeEach(() => {
  stubEndpoints().on(MCSFE_getFavoriteGames, () => []);
  shell.setLanguage('EN');
  sessionStorage.clear();
});

const renderCard = (item = game()) =>
  render(
    <Providers url="/rng">
      <GameCard game={item} />
    </Providers>,
  );

test('a guest choosing a free-play game gets the login popup with the game', async () => {
  shell.setSession(GUEST);
  renderCard(game({ freePlay: true }));
  await userEvent.click(screen.getByRole('button', cardNamed('Lucky Dragon')));
  expect(commands).toEqual([{ type: 'openModal', modal: 'login', params: { freePlay: { nodeId: 'RNG-PG-0001', gameName: 'Lucky Dragon' } } }]);
  expect(screen.getByTestId('location')).toHaveTextContent('/rng');
});

test('a trial account gets the trial warning', async () => {
  shell.setSession(TRIAL);
  renderCard();
  await userEvent.click(screen.getByRole('button', cardNamed('Lucky Dragon')));
  expect(commands).toEqual([{ type: 'openModal', modal: 'trialWarning' }]);
});

test('a member goes to /seamless with the nodeId', async () => {
  shell.setSession(MEMBER);
  renderCard();
  await userEvent.click(screen.getByRole('button', cardNamed('Lucky Dragon')));
  expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=RNG-PG-0001');
  expect(commands).toEqual([]);
});

test('a lottery game goes to its lottery route', async () => {
  shell.setSession(MEMBER);
  renderCard(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN-HN', gameName: 'Hanoi' }));
  await userEvent.click(screen.getByRole('button', cardNamed('Hanoi')));
  expect(screen.getByTestId('location')).toHaveTextContent('/vnLottery?gameCode=VN-HN');
});

test('vendor cards: a list vendor opens its page, a group opens the game popup', async () => {
  shell.setSession(GUEST);
  render(
    <Providers url="/">
      <VendorTile card={vendor({ vassalage: 'INHOUSE', vendorName: 'In-house', launch: 'list' })} />
      <VendorTile card={vendor({ vassalage: 'SABA', vendorName: 'Saba Sports', gameType: 'SPORTS', launch: 'direct', isGroup: true })} />
    </Providers>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Saba Sports/ }));
  expect(commands).toEqual([{ type: 'openModal', modal: 'gamePopup', params: { vassalage: 'SABA', gameType: 'SPORTS', vendorName: 'Saba Sports' } }]);
  await userEvent.click(screen.getByRole('button', { name: /In-house/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=INHOUSE');
});

test('a game under maintenance shows the dialog with hot games (none under maintenance) to play instead', async () => {
  shell.setSession(MEMBER);
  seedCatalogue({
    hot: [
      game({ nodeId: 'RNG-JILI-0001', gameName: 'Fortune Gems' }),
      game({ nodeId: 'RNG-JILI-0002', gameName: 'Broken Reels', maintenance: true }),
    ],
  });
  renderCard(game({ maintenance: true }));
  await userEvent.click(screen.getByRole('button', cardNamed('Lucky Dragon')));
  const dialog = await screen.findByRole('alertdialog', { name: 'Under maintenance' });
  expect(dialog).toHaveTextContent('This game is under maintenance');
  expect(screen.queryByRole('button', { name: /Broken Reels/ })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/rng');
  await userEvent.click(screen.getByRole('button', { name: /Fortune Gems/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/seamless?nodeId=RNG-JILI-0001');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
