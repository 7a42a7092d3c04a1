import { game, vendor } from '../../testing/fixtures';
import { vendorCardTarget } from '@portal/shared';
import { decideLaunch } from './rules';

const guest = { isLogin: false, isTrial: false };
const member = { isLogin: true, isTrial: false };
const trial = { isLogin: true, isTrial: true };

describe('lottery routes (spec §2 game-start routes) use the gameCode', () => {
  test.each([
    [{ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' as const, gameCode: 'VN1' }, '/vnLottery?gameCode=VN1'],
    [{ vassalage: 'TCG_SEA', gameType: 'LOTT' as const, gameCode: 'SEA9' }, '/seaLottery?gameCode=SEA9'],
    [{ vassalage: 'TCG', gameType: 'LOTT' as const, gameCode: 'L5' }, '/lottery?gameCode=L5'],
    [{ vassalage: 'GW', gameType: 'ELOTT' as const, gameCode: 'E1' }, '/lottery?gameCode=E1'],
  ])('%o → %s', (fields, to) => {
    expect(decideLaunch({ game: game(fields) }, guest)).toEqual({ kind: 'navigate', to });
  });

  test('a lottery vendor card leads to its route too', () => {
    const card = vendor({ vassalage: 'TCG_SEA', gameType: 'LOTT', launch: 'lottery', gameCode: 'SEA1' });
    expect(decideLaunch({ vendor: card }, member)).toEqual({ kind: 'navigate', to: '/seaLottery?gameCode=SEA1' });
  });
});

test('a list vendor opens its category page filtered by vassalage', () => {
  expect(decideLaunch({ vendor: vendor({ vassalage: 'INHOUSE', gameType: 'RNG', launch: 'list' }) }, guest)).toEqual({ kind: 'navigate', to: '/rng?vassalage=INHOUSE' });
  expect(decideLaunch({ vendor: vendor({ vassalage: 'EVO', gameType: 'LIVE', launch: 'list' }) }, guest)).toEqual({ kind: 'navigate', to: '/live?vassalage=EVO' });
});

test('a vendor group opens the game popup', () => {
  const card = vendor({ vassalage: 'SABA', vendorName: 'Saba Sports', gameType: 'SPORTS', launch: 'direct', isGroup: true, nodeId: 'SPORTS-SABA-0001' });
  expect(decideLaunch({ vendor: card }, member)).toEqual({ kind: 'gamePopup', params: { vassalage: 'SABA', gameType: 'SPORTS', vendorName: 'Saba Sports' } });
});

describe('direct vendor cards and games', () => {
  const lobby = vendor({ vassalage: 'SABA', vendorName: 'Saba Sports', gameType: 'SPORTS', launch: 'direct', nodeId: 'SPORTS-SABA-0001' });

  test('under maintenance → the maintenance dialog, whoever asks', () => {
    expect(decideLaunch({ game: game({ maintenance: true }) }, member)).toEqual({ kind: 'maintenance', name: 'Lucky Dragon' });
    expect(decideLaunch({ vendor: { ...lobby, maintenance: true } }, guest)).toEqual({ kind: 'maintenance', name: 'Saba Sports' });
  });

  test('a guest is sent to login, with the free-play game when the game allows it', () => {
    expect(decideLaunch({ game: game({ freePlay: true }) }, guest)).toEqual({ kind: 'login', params: { freePlay: { nodeId: 'RNG-PG-0001', gameName: 'Lucky Dragon' } } });
    expect(decideLaunch({ game: game() }, guest)).toEqual({ kind: 'login', params: {} });
    expect(decideLaunch({ vendor: lobby }, guest)).toEqual({ kind: 'login', params: {} });
  });

  test('a trial account gets the trial warning', () => {
    expect(decideLaunch({ game: game() }, trial)).toEqual({ kind: 'trial' });
    expect(decideLaunch({ vendor: lobby }, trial)).toEqual({ kind: 'trial' });
  });

  test('a member goes to the play page with the nodeId', () => {
    expect(decideLaunch({ game: game() }, member)).toEqual({ kind: 'navigate', to: '/seamless?nodeId=RNG-PG-0001' });
    expect(decideLaunch({ vendor: lobby }, member)).toEqual({ kind: 'navigate', to: '/seamless?nodeId=SPORTS-SABA-0001' });
  });
});

test('a vendor group that is also a list vendor (V8 Poker) opens its game popup, as from the header and the footer', () => {
  const v8 = vendor({ vassalage: 'V8', vendorName: 'V8 Poker', gameType: 'PVP', launch: 'list', isGroup: true });
  expect(decideLaunch({ vendor: v8 }, member)).toEqual({ kind: 'gamePopup', params: { vassalage: 'V8', gameType: 'PVP', vendorName: 'V8 Poker' } });
});

test('the rows and the header follow one rule: for a member, every card leads where vendorCardTarget says', () => {
  const cards = [
    vendor({ vassalage: 'V8', gameType: 'PVP', launch: 'list', isGroup: true }),
    vendor({ vassalage: 'INHOUSE', gameType: 'RNG', launch: 'list' }),
    vendor({ vassalage: 'SABA', gameType: 'SPORTS', launch: 'direct', nodeId: 'SPORTS-SABA-0001' }),
    vendor({ vassalage: 'DG', gameType: 'LIVE', launch: 'direct', nodeId: null }),
    vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', launch: 'lottery', gameCode: 'VN1' }),
  ];
  for (const card of cards) {
    const target = vendorCardTarget(card);
    const expected = target.kind === 'play' ? { kind: 'navigate', to: `/seamless?nodeId=${target.nodeId}` } : target;
    expect(decideLaunch({ vendor: card }, member)).toEqual(expected);
  }
});
