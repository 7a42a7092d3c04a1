import {
  LOTTERY_GAME_IDS,
  type LotteryFamily,
  type LotteryGameCode,
  type LotteryGroupCode,
  type LotteryPlay,
  type LotteryPlayId,
  type LotteryPrizeMode,
  type LotteryTier,
} from '@portal/shared/contracts';

/*
 * The lottery's games and plays: facts of the real lotteries (draw times, prize tables) and odds that
 * are configuration (DOMAIN.md "Lottery"; sane defaults, api/docs/lottery.md). The menus send all of
 * it, so the page shows what the engine applies. Prizes are ×100 per 1 unit of stake.
 */

export interface DailySchedule {
  kind: 'daily';
  timeZone: string;
  /** Minutes east of UTC: both zones used have no daylight saving, so a fixed offset is exact. */
  utcOffsetMinutes: number;
  /** Local HH:mm. */
  drawTime: string;
  /** Local weekdays, 0 Sunday … 6 Saturday. */
  weekdays: readonly number[];
}

export interface IntervalSchedule {
  kind: 'interval';
  /** The day the draws are numbered in: the site's (Asia/Yangon, +06:30, no daylight saving). */
  timeZone: string;
  utcOffsetMinutes: number;
  intervalSeconds: number;
}

export interface GameConfig {
  code: LotteryGameCode;
  gameId: number;
  group: LotteryGroupCode;
  family: LotteryFamily;
  prizeMode: LotteryPrizeMode;
  schedule: DailySchedule | IntervalSchedule;
  lockSeconds: number;
  /** Draws kept scheduled ahead (and so the longest chase). */
  ahead: number;
  /** VN: results per draw (27 North, 18 South and Central), lô's coverage. */
  results: number;
  /** Weekly province rota (index = local weekday: the provinces that draw that day), for South and Central. */
  rota: readonly (readonly string[])[] | null;
  /** Catalogue game codes whose cards open this game (`/vnLottery?gameCode=…`). */
  entryCodes: readonly string[];
  /** The catalogue game its bet records are written under (member records, agent reports, contracts). */
  recordCode: string;
  plays: readonly LotteryPlay[];
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const VN_TZ = { timeZone: 'Asia/Ho_Chi_Minh', utcOffsetMinutes: 7 * 60 } as const;
const SITE_TZ = { timeZone: 'Asia/Yangon', utcOffsetMinutes: 6 * 60 + 30 } as const;

/** KG123-style steps: full odds to 70 % of the limit, then 80 %, then 60 % from 85 %. */
const STEPPED = [
  { fromPercent: 0, oddsPercent: 100 },
  { fromPercent: 70, oddsPercent: 80 },
  { fromPercent: 85, oddsPercent: 60 },
];
/** Even-money plays keep their odds and are only capped. */
const FLAT = [{ fromPercent: 0, oddsPercent: 100 }];

function play(playId: LotteryPlayId, prizes: number[], tiers: LotteryTier[], options: Partial<LotteryPlay> = {}): LotteryPlay {
  return {
    playId,
    prizes,
    tiers,
    coverage: 1,
    picks: 1,
    minUnit: 100,
    maxUnit: 1_000_000,
    maxMultiple: 100,
    oddsSteps: STEPPED,
    liabilityLimit: 500_000_000,
    ...options,
  };
}

const VN_NORTH_TIERS: LotteryTier[] = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];
const VN_SOUTH_TIERS: LotteryTier[] = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];

function vnPlays(results: number, tiers: LotteryTier[]): LotteryPlay[] {
  return [
    // Its liability counts every result a number may end (exposure.ts: worstHits), so its limit is higher.
    play('VN_LO2', [8000], tiers, { coverage: results, liabilityLimit: 2_000_000_000 }),
    play('VN_DE', [8500], ['DB']),
    play('VN_DE_HEAD', [900], ['DB'], { oddsSteps: FLAT }),
    play('VN_DE_TAIL', [900], ['DB'], { oddsSteps: FLAT }),
    play('VN_3CANG', [65000], ['DB'], { maxUnit: 100_000 }),
    play('VN_XIEN2', [1500], tiers, { picks: 2 }),
    play('VN_XIEN3', [6000], tiers, { picks: 3 }),
    play('VN_XIEN4', [15000], tiers, { picks: 4, maxUnit: 100_000 }),
  ];
}

const SEA_BIG = [250000, 100000, 50000, 18000, 6000];
const SEA_SMALL = [350000, 200000, 100000];
const SEA_BIG_TIERS: LotteryTier[] = ['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'];
const SEA_SMALL_TIERS: LotteryTier[] = ['P1', 'P2', 'P3'];
const SEA_PLAYS = [
  play('SEA_BIG', SEA_BIG, SEA_BIG_TIERS, { maxUnit: 100_000 }),
  play('SEA_SMALL', SEA_SMALL, SEA_SMALL_TIERS, { maxUnit: 100_000 }),
  play('SEA_IBOX_BIG', SEA_BIG, SEA_BIG_TIERS, { maxUnit: 100_000 }),
  play('SEA_IBOX_SMALL', SEA_SMALL, SEA_SMALL_TIERS, { maxUnit: 100_000 }),
];

const FAST_PLAYS = [
  play('FAST_DIGIT', [980], ['BALLS']),
  play('FAST_BS', [198], ['BALLS'], { oddsSteps: FLAT }),
  play('FAST_OE', [198], ['BALLS'], { oddsSteps: FLAT }),
  play('FAST_SUM_BS', [198], ['BALLS'], { oddsSteps: FLAT }),
  play('FAST_SUM_OE', [198], ['BALLS'], { oddsSteps: FLAT }),
];

/** The catalogue's e-lottery cards all open the fast lobby (the catalogue names games this build does not run). */
const FAST_LOBBY_CODES = ['LOTT_LOBBY', 'GPK_LOBBY', ...[2, 3, 4, 5, 6, 7].flatMap((n) => [`TCG_ELOTT_000${n}`, `GPK_ELOTT_000${n}`])];

/**
 * South (16:15) and Central (17:15): the provinces that draw each weekday (index = weekday, Sunday
 * first), each its own draw of 18 numbers at the region's time, as the real rota has them.
 */
const SOUTH_ROTA = [
  ['TGI', 'KGI', 'DLA'],
  ['HCM', 'DTH', 'CMA'],
  ['BTR', 'VTA', 'BLI'],
  ['DNA', 'CTH', 'STR'],
  ['TNI', 'AGI', 'BTH'],
  ['VLO', 'BDU', 'TVI'],
  ['HCM', 'LAN', 'BPH', 'HGI'],
];
const CENTRAL_ROTA = [
  ['KTU', 'KHO', 'HUE'],
  ['HUE', 'PYE'],
  ['DLK', 'QNA'],
  ['DNG', 'KHO'],
  ['BDI', 'QTR', 'QBI'],
  ['GLA', 'NTH'],
  ['DNG', 'QNG', 'DNO'],
];

function fast(code: 'FAST_1' | 'FAST_3' | 'FAST_5', minutes: number, lockSeconds: number): GameConfig {
  return {
    code,
    gameId: LOTTERY_GAME_IDS[code],
    group: 'FAST_5BALL',
    family: 'FAST',
    prizeMode: 'ELOTT',
    schedule: { kind: 'interval', ...SITE_TZ, intervalSeconds: minutes * 60 },
    lockSeconds,
    ahead: 10,
    results: 5,
    rota: null,
    entryCodes: [],
    recordCode: 'LOTT_LOBBY',
    plays: FAST_PLAYS,
  };
}

function vn(code: 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH', drawTime: string, entry: string, rota: readonly (readonly string[])[] | null): GameConfig {
  const results = code === 'VN_NORTH' ? 27 : 18;
  return {
    code,
    gameId: LOTTERY_GAME_IDS[code],
    group: 'VN_LOTTO',
    family: 'VN',
    prizeMode: 'LOTT',
    schedule: { kind: 'daily', ...VN_TZ, drawTime, weekdays: ALL_DAYS },
    lockSeconds: 900,
    // A week of draws (the rota's provinces draw once or twice a week: a chase follows its province).
    ahead: rota ? rota.flat().length : 7,
    results,
    rota,
    entryCodes: [entry],
    recordCode: entry,
    plays: vnPlays(results, code === 'VN_NORTH' ? VN_NORTH_TIERS : VN_SOUTH_TIERS),
  };
}

export const GAMES: readonly GameConfig[] = [
  vn('VN_NORTH', '18:15', 'TCG_LOTTO_VN_LOTT_0002', null),
  vn('VN_CENTRAL', '17:15', 'TCG_LOTTO_VN_LOTT_0003', CENTRAL_ROTA),
  vn('VN_SOUTH', '16:15', 'TCG_LOTTO_VN_LOTT_0004', SOUTH_ROTA),
  {
    code: 'SEA_4D',
    gameId: LOTTERY_GAME_IDS.SEA_4D,
    group: 'SEA_4D',
    family: 'SEA',
    prizeMode: 'SEA',
    schedule: { kind: 'daily', timeZone: 'Asia/Kuala_Lumpur', utcOffsetMinutes: 8 * 60, drawTime: '19:00', weekdays: [0, 3, 6] },
    lockSeconds: 1800,
    ahead: 6,
    results: 23,
    rota: null,
    entryCodes: ['SEA_LOTTO'],
    recordCode: 'SEA_LOTTO',
    plays: SEA_PLAYS,
  },
  fast('FAST_1', 1, 10),
  fast('FAST_3', 3, 30),
  fast('FAST_5', 5, 60),
];

/** The catalogue codes of each group's lobby card. */
export const LOBBY_CODES: Readonly<Record<LotteryGroupCode, readonly string[]>> = {
  VN_LOTTO: ['VN_LOTTO'],
  SEA_4D: ['SEA_LOTTO'],
  FAST_5BALL: FAST_LOBBY_CODES,
};

export function gameById(gameId: number): GameConfig | undefined {
  return GAMES.find((game) => game.gameId === gameId);
}

export function gameByCode(code: string): GameConfig | undefined {
  return GAMES.find((game) => game.code === code);
}

export function playOf(game: GameConfig, playId: string): LotteryPlay | undefined {
  return game.plays.find((p) => p.playId === playId);
}
