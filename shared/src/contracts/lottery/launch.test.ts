import type { LotteryGame } from './schemas';
import { lotteryLaunchTarget, parseLotteryLaunch } from './launch';

const game = (gameId: number, gameCode: LotteryGame['gameCode'], gameGroupCode: LotteryGame['gameGroupCode'], entryCodes: string[]): LotteryGame => ({
  gameId,
  gameCode,
  gameGroupCode,
  family: 'VN',
  prizeMode: 'LOTT',
  schedule: { kind: 'daily', timeZone: 'Asia/Ho_Chi_Minh', drawTime: '18:15', weekdays: [0, 1, 2, 3, 4, 5, 6], intervalSeconds: null, lockSeconds: 900 },
  maxChase: 7,
  entryCodes,
});
const GAMES = [game(4201, 'VN_NORTH', 'VN_LOTTO', ['TCG_LOTTO_VN_LOTT_0002']), game(4203, 'VN_SOUTH', 'VN_LOTTO', ['TCG_LOTTO_VN_LOTT_0004'])];
const GROUPS = [{ gameGroupCode: 'VN_LOTTO' as const, lobbyCodes: ['VN_LOTTO'] }];

test('reads the launch query of spec §7 and drops what it does not know', () => {
  expect(
    parseLotteryLaunch('lottoArea=VN&launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=VN_NORTH&lottoView=betting&device=WEB&backUrl=%2Fhome&language=EN'),
  ).toEqual({ lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting', device: 'WEB', backUrl: '/home', language: 'EN' });
  expect(parseLotteryLaunch('lottoArea=XX&lottoView=grid&backUrl=https://evil.example&language=FR&gameCode=<b>')).toEqual({});
  expect(parseLotteryLaunch('backUrl=//evil.example')).toEqual({});
});

test('opens the game a card names, its lobby when asked, or the lobby', () => {
  expect(lotteryLaunchTarget(parseLotteryLaunch('gameCode=TCG_LOTTO_VN_LOTT_0004'), GAMES, GROUPS)).toEqual({ view: 'betting', gameId: 4203 });
  expect(lotteryLaunchTarget(parseLotteryLaunch('lottoGameCode=VN_NORTH'), GAMES, GROUPS)).toEqual({ view: 'betting', gameId: 4201 });
  expect(lotteryLaunchTarget(parseLotteryLaunch('lottoGameCode=VN_NORTH&lottoView=lobby'), GAMES, GROUPS)).toEqual({ view: 'lobby', gameGroupCode: 'VN_LOTTO' });
  expect(lotteryLaunchTarget(parseLotteryLaunch('gameCode=VN_LOTTO'), GAMES, GROUPS)).toEqual({ view: 'lobby', gameGroupCode: 'VN_LOTTO' });
  expect(lotteryLaunchTarget(parseLotteryLaunch(''), GAMES, GROUPS)).toEqual({ view: 'lobby', gameGroupCode: null });
});
