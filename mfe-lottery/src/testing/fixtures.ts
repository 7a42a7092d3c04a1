// The lottery as the API answers it, for the remote's tests: three families' menus (shapes of the
// contract, figures of the API's defaults), draws, results and bets, each with overrides.
import type {
  LotteryBet,
  LotteryCurrentNumero,
  LotteryDrawResult,
  LotteryGame,
  LotteryGameList,
  LotteryMenus,
  LotteryNearAnswer,
  LotteryPlay,
  LotteryPlayId,
  LotteryPrizeMode,
  LotteryTier,
} from '@portal/shared/contracts';

const STEPS = [{ fromPercent: 0, oddsPercent: 100 }];
export const play = (playId: LotteryPlayId, prizes: number[], tiers: LotteryTier[], extra: Partial<LotteryPlay> = {}): LotteryPlay => ({
  playId,
  prizes,
  tiers,
  coverage: 1,
  picks: 1,
  minUnit: 100,
  maxUnit: 1_000_000,
  maxMultiple: 100,
  oddsSteps: STEPS,
  liabilityLimit: 500_000_000,
  ...extra,
});

const NORTH_TIERS: LotteryTier[] = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];
const VN_PLAYS = [
  play('VN_LO2', [8000], NORTH_TIERS, { coverage: 27 }),
  play('VN_DE', [8500], ['DB']),
  play('VN_3CANG', [65000], ['DB'], { maxUnit: 100_000 }),
  play('VN_XIEN2', [1500], NORTH_TIERS, { picks: 2 }),
];
const SEA_PLAYS = [
  play('SEA_BIG', [250000, 100000, 50000, 18000, 6000], ['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION']),
  play('SEA_IBOX_SMALL', [350000, 200000, 100000], ['P1', 'P2', 'P3']),
];
const FAST_PLAYS = [play('FAST_DIGIT', [980], ['BALLS']), play('FAST_BS', [198], ['BALLS']), play('FAST_SUM_OE', [198], ['BALLS'])];

const daily = (timeZone: string, drawTime: string, weekdays = [0, 1, 2, 3, 4, 5, 6], lockSeconds = 900) => ({ kind: 'daily' as const, timeZone, drawTime, weekdays, intervalSeconds: null, lockSeconds });
const every = (minutes: number, lockSeconds: number) => ({ kind: 'interval' as const, timeZone: 'Asia/Yangon', drawTime: null, weekdays: [], intervalSeconds: minutes * 60, lockSeconds });

export const VN_NORTH: LotteryGame = { gameId: 4201, gameCode: 'VN_NORTH', gameGroupCode: 'VN_LOTTO', family: 'VN', prizeMode: 'LOTT', schedule: daily('Asia/Ho_Chi_Minh', '18:15'), maxChase: 10, entryCodes: ['TCG_LOTTO_VN_LOTT_0002'] };
export const VN_SOUTH: LotteryGame = { ...VN_NORTH, gameId: 4203, gameCode: 'VN_SOUTH', schedule: daily('Asia/Ho_Chi_Minh', '16:15'), entryCodes: ['TCG_LOTTO_VN_LOTT_0004'] };
export const SEA_4D: LotteryGame = { gameId: 3841, gameCode: 'SEA_4D', gameGroupCode: 'SEA_4D', family: 'SEA', prizeMode: 'SEA', schedule: daily('Asia/Kuala_Lumpur', '19:00', [0, 3, 6], 1800), maxChase: 10, entryCodes: ['SEA_LOTTO'] };
export const FAST_1: LotteryGame = { gameId: 201, gameCode: 'FAST_1', gameGroupCode: 'FAST_5BALL', family: 'FAST', prizeMode: 'ELOTT', schedule: every(1, 10), maxChase: 10, entryCodes: [] };
export const FAST_5: LotteryGame = { ...FAST_1, gameId: 205, gameCode: 'FAST_5', schedule: every(5, 60) };

const PLAYS: Record<number, LotteryPlay[]> = { 4201: VN_PLAYS, 4203: VN_PLAYS, 3841: SEA_PLAYS, 201: FAST_PLAYS, 205: FAST_PLAYS };
const GAMES = [VN_NORTH, VN_SOUTH, SEA_4D, FAST_1, FAST_5];
const LOBBY_CODES: Record<string, string[]> = { VN_LOTTO: ['VN_LOTTO'], SEA_4D: ['SEA_LOTTO'], FAST_5BALL: ['LOTT_LOBBY', 'GPK_LOBBY', 'TCG_ELOTT_0002'] };

/** `GET /lgw/games/game_menus` of a prize mode. */
export const gameList = ({ prizeMode }: { prizeMode: LotteryPrizeMode }): LotteryGameList => ({ prizeMode, values: GAMES.filter((game) => game.prizeMode === prizeMode) });

/** `GET /lgw/vn/games/game_menu` of a prize mode. */
export function gameMenus({ prizeMode }: { prizeMode: LotteryPrizeMode }): LotteryMenus {
  const games = GAMES.filter((game) => game.prizeMode === prizeMode);
  const groups = [...new Set(games.map((game) => game.gameGroupCode))];
  return {
    prizeMode,
    groups: groups.map((code) => ({
      gameGroupCode: code,
      family: games.find((game) => game.gameGroupCode === code)!.family,
      lobbyCodes: LOBBY_CODES[code] ?? [],
      gameMenus: games.filter((game) => game.gameGroupCode === code).map((game) => ({ gameId: game.gameId, gameCode: game.gameCode, plays: PLAYS[game.gameId]! })),
    })),
  };
}

/** The server's clock in these tests: every time below is relative to it, whatever the machine's clock says. */
export const SERVER_NOW = '2026-11-26T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();

export const currentDraw = (gameId: number, lockInSeconds: number, extra: Partial<LotteryCurrentNumero> = {}): LotteryCurrentNumero => ({
  numero: '20261126-0811',
  gameId,
  provinceCode: null,
  remainTime: Math.max(0, lockInSeconds * 1000),
  openTime: at(-50),
  lockTime: at(lockInSeconds),
  drawTime: at(lockInSeconds + 10),
  serverSeedHash: 'c'.repeat(64),
  ...extra,
});

export const fastResult = (numero: string, balls: string[], extra: Partial<LotteryDrawResult> = {}): LotteryDrawResult => ({
  gameId: 201,
  numero,
  provinceCode: null,
  drawTime: at(-60),
  drawnAt: at(-59),
  serverSeedHash: 'a'.repeat(64),
  serverSeed: 'seed-' + numero,
  prizes: [{ tier: 'BALLS', numbers: balls }],
  ...extra,
});

export const northResult = (numero = '20261125'): LotteryDrawResult => ({
  gameId: 4201,
  numero,
  provinceCode: null,
  drawTime: '2026-11-25T11:15:00.000Z',
  drawnAt: '2026-11-25T11:15:02.000Z',
  serverSeedHash: 'b'.repeat(64),
  serverSeed: 'north-seed',
  prizes: [
    { tier: 'DB', numbers: ['12345'] },
    { tier: 'G1', numbers: ['67890'] },
    { tier: 'G2', numbers: ['11111', '22222'] },
    { tier: 'G3', numbers: ['30001', '30002', '30003', '30004', '30005', '30006'] },
    { tier: 'G4', numbers: ['4001', '4002', '4003', '4004'] },
    { tier: 'G5', numbers: ['5001', '5002', '5003', '5004', '5005', '5006'] },
    { tier: 'G6', numbers: ['601', '602', '603'] },
    { tier: 'G7', numbers: ['71', '72', '73', '74'] },
  ],
});

export const seaResult = (): LotteryDrawResult => ({
  gameId: 3841,
  numero: '20261125',
  provinceCode: null,
  drawTime: '2026-11-25T11:00:00.000Z',
  drawnAt: '2026-11-25T11:00:01.000Z',
  serverSeedHash: 'd'.repeat(64),
  serverSeed: 'sea-seed',
  prizes: [
    { tier: 'P1', numbers: ['1234'] },
    { tier: 'P2', numbers: ['5678'] },
    { tier: 'P3', numbers: ['9012'] },
    { tier: 'STARTER', numbers: Array.from({ length: 10 }, (_, i) => `10${String(i).padStart(2, '0')}`) },
    { tier: 'CONSOLATION', numbers: Array.from({ length: 10 }, (_, i) => `20${String(i).padStart(2, '0')}`) },
  ],
});

export const near = (gameId: number, lockInSeconds: number | null, last: LotteryDrawResult | null = null, next: LotteryCurrentNumero[] = []): LotteryNearAnswer => ({
  currentNumero: lockInSeconds === null ? null : currentDraw(gameId, lockInSeconds),
  nextNumeros: next,
  lastNumero: last,
  serverTime: SERVER_NOW,
});

export const bet = (extra: Partial<LotteryBet> = {}): LotteryBet => ({
  betId: 9001,
  orderId: 501,
  gameId: 201,
  numero: '20261126-0811',
  playId: 'FAST_DIGIT',
  bettingContent: '1:7',
  singleBetPrice: 200,
  multiple: 1,
  betAmount: 200,
  odds: 980,
  oddsPercent: 100,
  potentialWin: 1960,
  winAmount: 0,
  status: 'open',
  bettingTime: at(-20),
  lockTime: at(30),
  drawTime: at(40),
  settledAt: null,
  ...extra,
});

export const page = <T>(content: T[], extra: object = {}) => ({ content, pageNum: 1, totalPages: 1, totalElements: content.length, ...extra });
