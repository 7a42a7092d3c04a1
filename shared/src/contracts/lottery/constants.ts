// The lottery's fixed codes (spec §1, §2, §3 prize modes, §7 lottery calls; docs/wire-contract.md
// "Lottery"). Every code here is a key the front end translates; none is text for the screen. Odds,
// limits and schedules are the API's configuration and travel in the menus (GET /lgw/vn/games/game_menu).

/** Spec §3's prize modes. The menus are asked per mode; ZY has no game in this build (its menus are empty). */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** The three families: Vietnam (/vnLottery), SEA 4D (/seaLottery), the fast e-lottery (/lottery). */
export const LOTTERY_FAMILIES = ['VN', 'SEA', 'FAST'] as const;

/** The launch query's `lottoArea` (spec §7): the family a lottery page opens on. */
export const LOTTERY_AREAS = LOTTERY_FAMILIES;

/** The launch query's `launchMode`: the vendor's lottery launch, the only one. */
export const LOTTERY_LAUNCH_MODES = ['LOTT'] as const;

/** The launch query's `lottoView`: the betting view of one game, or the lobby of the family. */
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;

/** The launch query's `device` and the menus' `device`. */
export const LOTTERY_DEVICES = ['WEB', 'MOBILE'] as const;

/**
 * The games, each with a stable numeric `gameId` (LOTTERY_GAME_IDS). VN_NORTH draws daily 18:15
 * Asia/Ho_Chi_Minh (27 numbers); VN_CENTRAL 17:15 and VN_SOUTH 16:15 draw each province of the weekday's
 * rota (2–4 draws of 18 numbers at that time, `provinceCode`); SEA_4D Wed/Sat/Sun 19:00 Asia/Kuala_Lumpur (23 numbers); FAST_1/3/5: 5 balls 0–9 every
 * 1, 3 and 5 minutes.
 */
export const LOTTERY_GAME_CODES = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'SEA_4D', 'FAST_1', 'FAST_3', 'FAST_5'] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];

export const LOTTERY_GAME_IDS: { readonly [K in LotteryGameCode]: number } = {
  VN_NORTH: 4201,
  VN_CENTRAL: 4202,
  VN_SOUTH: 4203,
  SEA_4D: 3841,
  FAST_1: 201,
  FAST_3: 203,
  FAST_5: 205,
};

/** Game groups (`gameGroupCode`): the tabs of a lobby. */
export const LOTTERY_GROUP_CODES = ['VN_LOTTO', 'SEA_4D', 'FAST_5BALL'] as const;

/**
 * The plays, with stable ids. `bettingContent` (docs/wire-contract.md "Lottery"): comma-separated
 * selections, each one bet (its own sub-order), except xiên, whose whole content is one bet.
 * - VN_LO2 lô 2 số: 2-digit numbers `05,27`; a bet covers every result (27 North, 18 South/Central),
 *   stake × that count, paid per occurrence of the number as the last two digits of a result.
 * - VN_DE đề: 2-digit numbers, the last two of the special prize. VN_DE_HEAD / VN_DE_TAIL đề đầu /
 *   đuôi: digits `0,5`, the first / last of those two. VN_3CANG 3 càng: 3-digit numbers, the last three
 *   of the special prize.
 * - VN_XIEN2 / 3 / 4 xiên: exactly 2 / 3 / 4 distinct 2-digit numbers `12,34`; wins when each appears
 *   as the last two digits of some result.
 * - SEA_BIG / SEA_SMALL: 4-digit numbers `1234,0007`; Big pays on the 23 numbers, Small on the top
 *   three. SEA_IBOX_BIG / SEA_IBOX_SMALL: the same for any permutation, prize divided by the number's
 *   permutation count (24 / 12 / 6 / 4; a number of four equal digits has one and is refused).
 * - FAST_DIGIT: `<ball>:<digits>`, ball 1–5, `1:3,7`. FAST_BS / FAST_OE: `<ball>:<BIG|SMALL>` /
 *   `<ball>:<ODD|EVEN>`, `2:BIG`. FAST_SUM_BS / FAST_SUM_OE: `BIG|SMALL` / `ODD|EVEN` of the sum of the
 *   five balls (0–45; BIG 23–45, SMALL 0–22). A ball is BIG at 5–9.
 */
export const LOTTERY_PLAY_IDS = [
  'VN_LO2',
  'VN_DE',
  'VN_DE_HEAD',
  'VN_DE_TAIL',
  'VN_3CANG',
  'VN_XIEN2',
  'VN_XIEN3',
  'VN_XIEN4',
  'SEA_BIG',
  'SEA_SMALL',
  'SEA_IBOX_BIG',
  'SEA_IBOX_SMALL',
  'FAST_DIGIT',
  'FAST_BS',
  'FAST_OE',
  'FAST_SUM_BS',
  'FAST_SUM_OE',
] as const;
export type LotteryPlayId = (typeof LOTTERY_PLAY_IDS)[number];

/** Selection codes of the two-way plays (translated by the front end). */
export const LOTTERY_SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/**
 * Prize tiers of a result, in the order the real result tables list them. VN: DB (special), G1–G8;
 * SEA: P1–P3, STARTER, CONSOLATION; FAST: BALLS (the five balls in order).
 */
export const LOTTERY_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'P1', 'P2', 'P3', 'STARTER', 'CONSOLATION', 'BALLS'] as const;

/** VN South and Central provinces on the weekly rota (`provinceCode` of a draw). */
export const LOTTERY_PROVINCES = ['HCM', 'DTH', 'CMA', 'BTR', 'VTA', 'BLI', 'DNA', 'CTH', 'STR', 'TNI', 'AGI', 'BTH', 'VLO', 'BDU', 'TVI', 'LAN', 'BPH', 'HGI', 'TGI', 'KGI', 'DLA', 'PYE', 'HUE', 'DLK', 'QNA', 'DNG', 'KHO', 'BDI', 'QTR', 'QBI', 'GLA', 'NTH', 'QNG', 'DNO', 'KTU'] as const;

/** A draw: `open` (taking bets until its lock time), `drawn` (result in, seed revealed). */
export const LOTTERY_DRAW_STATUSES = ['open', 'drawn'] as const;

/**
 * A bet (sub-order): `open` until its draw is drawn; `won` / `lost` once settled; `cancelled` by the
 * member before lock (refunded); `stopped` when its chase stopped on a win (refunded).
 */
export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'stopped'] as const;

/** `GET /lgw/orders/today`'s filter. */
export const LOTTERY_ORDER_FILTERS = ['all', 'open', 'settled'] as const;

/** Hot/cold statistics cover the last N drawn draws (default 30). */
export const LOTTERY_TREND_MAX_DRAWS = 100;

/** The most draws a chase may cover (its slip placed on the current draw and the next ones). */
export const LOTTERY_MAX_CHASE = 10;

/** Bets (selections × draws) in one slip at most. */
export const LOTTERY_MAX_SLIP_BETS = 200;

/** The highest `multiple` of a bet. */
export const LOTTERY_MAX_MULTIPLE = 100;
