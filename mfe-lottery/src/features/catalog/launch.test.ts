import { LOTTERY_PRIZE_MODES } from '@portal/shared/contracts';
import { gameList, gameMenus } from '../../testing/fixtures';
import { joinCatalog, parseLaunchQuery, resolveLaunch } from '.';

const catalog = joinCatalog(LOTTERY_PRIZE_MODES.map((prizeMode) => ({ list: gameList({ prizeMode }), menus: gameMenus({ prizeMode }) })));
const resolve = (query: string, family: 'VN' | 'SEA' | 'FAST') => {
  const target = resolveLaunch(catalog, parseLaunchQuery(new URLSearchParams(query)), family);
  return { family: target.family, view: target.view, game: target.game?.gameCode ?? null, named: target.named?.kind ?? null };
};

test('the menus of every mode make one catalogue: groups with their lobby codes and games with their plays', () => {
  expect(catalog.groups.map((group) => [group.gameGroupCode, group.family, group.games.map((game) => game.gameCode)])).toEqual([
    ['VN_LOTTO', 'VN', ['VN_NORTH', 'VN_SOUTH']],
    ['FAST_5BALL', 'FAST', ['FAST_1', 'FAST_5']],
    ['SEA_4D', 'SEA', ['SEA_4D']],
  ]);
  expect(catalog.groups[0]!.games[0]!.plays.map((play) => play.playId)).toEqual(['VN_LO2', 'VN_DE', 'VN_3CANG', 'VN_XIEN2']);
});

test.each([
  // A group's lobby code opens that lobby, in its own family whatever the route (the e2e's VN card on /lottery).
  ['gameCode=VN_LOTTO', 'FAST', { family: 'VN', view: 'lobby', game: null, named: 'group' }],
  ['gameCode=LOTT_LOBBY', 'FAST', { family: 'FAST', view: 'lobby', game: null, named: 'group' }],
  // A catalogue card's entry code opens its game's betting view.
  ['gameCode=TCG_LOTTO_VN_LOTT_0002', 'VN', { family: 'VN', view: 'betting', game: 'VN_NORTH', named: 'game' }],
  ['gameCode=SEA_LOTTO', 'SEA', { family: 'SEA', view: 'betting', game: 'SEA_4D', named: 'game' }],
  // lottoGameCode wins over gameCode; lottoView=lobby keeps the lobby.
  ['gameCode=VN_LOTTO&lottoGameCode=FAST_5', 'VN', { family: 'FAST', view: 'betting', game: 'FAST_5', named: 'game' }],
  ['lottoGameCode=FAST_5&lottoView=lobby', 'FAST', { family: 'FAST', view: 'lobby', game: null, named: 'game' }],
  // A lobby code with lottoView=betting opens the group's first game.
  ['gameCode=VN_LOTTO&lottoView=betting', 'FAST', { family: 'VN', view: 'betting', game: 'VN_NORTH', named: 'group' }],
  // Nothing known: the lobby of lottoArea, else of the route.
  ['gameCode=VN_HANOI', 'VN', { family: 'VN', view: 'lobby', game: null, named: null }],
  ['lottoArea=SEA&lottoView=betting', 'FAST', { family: 'SEA', view: 'lobby', game: null, named: null }],
  ['', 'FAST', { family: 'FAST', view: 'lobby', game: null, named: null }],
] as const)('launch %s on the %s route', (query, family, expected) => {
  expect(resolve(query, family)).toEqual(expected);
});
