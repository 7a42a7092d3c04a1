// The lottery (spec §7 "Lottery"; docs/wire-contract.md "Lottery"): menus with plays, odds
// and limits, draws, the bet slip, orders, results, verification, hot/cold trend and the launch query.
// Money is integer minor units; odds and prizes are ×100 per 1 unit of stake (8000 = pays 80 per 1);
// times are ISO-8601 UTC strings; every code is a key the front end translates.
import { Type, type Static } from '@sinclair/typebox';
import { Codes, PageOf, PagingFields, RequestId } from '../common/schemas';
import {
  LOTTERY_AREAS,
  LOTTERY_BET_STATUSES,
  LOTTERY_DEVICES,
  LOTTERY_DRAW_STATUSES,
  LOTTERY_FAMILIES,
  LOTTERY_GAME_CODES,
  LOTTERY_GROUP_CODES,
  LOTTERY_LAUNCH_MODES,
  LOTTERY_MAX_CHASE,
  LOTTERY_MAX_MULTIPLE,
  LOTTERY_ORDER_FILTERS,
  LOTTERY_PLAY_IDS,
  LOTTERY_PRIZE_MODES,
  LOTTERY_TIERS,
  LOTTERY_TREND_MAX_DRAWS,
  LOTTERY_VIEWS,
} from './constants';

const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
const GameId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/**
 * A draw's number: `YYYYMMDD` for daily games, `YYYYMMDD-HCM` for a province's draw of VN South and
 * Central (several provinces draw at one time), `YYYYMMDD-NNNN` (the draw of the day, from 0001) for the fast ones.
 */
const Numero = Type.String({ minLength: 8, maxLength: 16, pattern: '^[0-9]{8}(-([0-9]{4}|[A-Z]{3}))?$' });
const OrderId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const LotteryPrizeMode = Codes(LOTTERY_PRIZE_MODES);
export type LotteryPrizeMode = Static<typeof LotteryPrizeMode>;
export const LotteryFamily = Codes(LOTTERY_FAMILIES);
export type LotteryFamily = Static<typeof LotteryFamily>;
export const LotteryGameCodeSchema = Codes(LOTTERY_GAME_CODES);
export const LotteryGroupCode = Codes(LOTTERY_GROUP_CODES);
export type LotteryGroupCode = Static<typeof LotteryGroupCode>;
export const LotteryPlayIdSchema = Codes(LOTTERY_PLAY_IDS);
export const LotteryTier = Codes(LOTTERY_TIERS);
export type LotteryTier = Static<typeof LotteryTier>;
export const LotteryDrawStatus = Codes(LOTTERY_DRAW_STATUSES);
export type LotteryDrawStatus = Static<typeof LotteryDrawStatus>;
export const LotteryBetStatus = Codes(LOTTERY_BET_STATUSES);
export type LotteryBetStatus = Static<typeof LotteryBetStatus>;
export const LotteryDevice = Codes(LOTTERY_DEVICES);

/* The launch query (spec §7): what a lottery page reads from its URL */

/**
 * The launch query of spec §7 (`lottoArea`, `launchMode`, `lottoPrizeMode`, `lottoGameCode`, `lottoView`,
 * `device`, `backUrl`, `language`), plus `gameCode`, the spec §2 game-start routes' query (a catalogue
 * game card's code, matched against a menu game's `entryCodes` or a group's `lobbyCodes`). Every field is
 * optional: a page opened bare shows its family's lobby.
 */
export const LotteryLaunchQuery = Type.Object({
  lottoArea: Type.Optional(Codes(LOTTERY_AREAS)),
  launchMode: Type.Optional(Codes(LOTTERY_LAUNCH_MODES)),
  lottoPrizeMode: Type.Optional(LotteryPrizeMode),
  lottoGameCode: Type.Optional(Type.String({ maxLength: 64 })),
  lottoView: Type.Optional(Codes(LOTTERY_VIEWS)),
  device: Type.Optional(LotteryDevice),
  /** Same-site path only (`/…`); the page ignores anything else. */
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
  language: Type.Optional(Codes(['MY', 'EN', 'CN'] as const)),
  gameCode: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LotteryLaunchQuery = Static<typeof LotteryLaunchQuery>;

/* Menus */

/** `GET /lgw/games/game_menus` and `GET /lgw/vn/games/game_menu`: by prize mode (spec §7 "Vn lottery menus: prizeMode, device WEB"). */
export const LotteryMenuQuery = Type.Object({ prizeMode: LotteryPrizeMode, device: Type.Optional(LotteryDevice) });
export type LotteryMenuQuery = Static<typeof LotteryMenuQuery>;

/** How a game draws: `daily` at `drawTime` (HH:mm in `timeZone`) on `weekdays` (0 Sunday … 6 Saturday), or every `intervalSeconds`. */
export const LotterySchedule = Type.Object({
  kind: Codes(['daily', 'interval'] as const),
  timeZone: Str,
  drawTime: NullableString,
  weekdays: Type.Array(Int),
  intervalSeconds: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  /** Betting closes this many seconds before the draw. */
  lockSeconds: Int,
});
export type LotterySchedule = Static<typeof LotterySchedule>;

/** A game in the lists: a lobby tab. `entryCodes`: the catalogue game codes whose cards open it. */
export const LotteryGame = Type.Object({
  gameId: GameId,
  gameCode: LotteryGameCodeSchema,
  gameGroupCode: LotteryGroupCode,
  family: LotteryFamily,
  prizeMode: LotteryPrizeMode,
  schedule: LotterySchedule,
  /** The most draws one slip may chase. */
  maxChase: Int,
  entryCodes: Type.Array(Str),
});
export type LotteryGame = Static<typeof LotteryGame>;

/** `GET /lgw/games/game_menus`: the mode's games; `values` carry `gameGroupCode`. */
export const LotteryGameList = Type.Object({ prizeMode: LotteryPrizeMode, values: Type.Array(LotteryGame) });
export type LotteryGameList = Static<typeof LotteryGameList>;

/** One play of a game: its prizes per tier and its stake limits. */
export const LotteryPlay = Type.Object({
  playId: LotteryPlayIdSchema,
  /**
   * Prizes ×100 per 1 unit of stake, one per tier the play pays on (`tiers`), full odds: the odds of a
   * number step down when its exposure in a draw passes `oddsSteps`.
   */
  prizes: Type.Array(Int),
  tiers: Type.Array(LotteryTier),
  /** Results one unit covers (lô: 27 North, 18 South/Central; the stake is unit × multiple × this); 1 elsewhere. */
  coverage: Int,
  /** Numbers a bet picks at once (xiên 2/3/4); 1 elsewhere. */
  picks: Int,
  minUnit: Int,
  maxUnit: Int,
  maxMultiple: Int,
  /** The odds paid as a number's exposure (potential payout) in one draw grows: percent of full odds from a percent of the limit. */
  oddsSteps: Type.Array(Type.Object({ fromPercent: Int, oddsPercent: Int })),
  /** The most a draw may owe on one selection of this play (minor units); a bet past it is refused. */
  liabilityLimit: Int,
});
export type LotteryPlay = Static<typeof LotteryPlay>;

export const LotteryGameMenu = Type.Object({ gameId: GameId, gameCode: LotteryGameCodeSchema, plays: Type.Array(LotteryPlay) });
export type LotteryGameMenu = Static<typeof LotteryGameMenu>;

/** `GET /lgw/vn/games/game_menu`: groups with their `gameMenus` (the vendor's shape). `lobbyCodes`: catalogue codes of the group's lobby card. */
export const LotteryMenuGroup = Type.Object({
  gameGroupCode: LotteryGroupCode,
  family: LotteryFamily,
  lobbyCodes: Type.Array(Str),
  gameMenus: Type.Array(LotteryGameMenu),
});
export type LotteryMenuGroup = Static<typeof LotteryMenuGroup>;

export const LotteryMenus = Type.Object({ prizeMode: LotteryPrizeMode, groups: Type.Array(LotteryMenuGroup) });
export type LotteryMenus = Static<typeof LotteryMenus>;

/** `GET /lgw/vn/games/game_menu/recent` (T): the games the member bet on lately, newest first. */
export const LotteryRecentGames = Type.Object({ values: Type.Array(Type.Object({ gameId: GameId, gameCode: LotteryGameCodeSchema, lastBetAt: Str })) });
export type LotteryRecentGames = Static<typeof LotteryRecentGames>;

/* Draws */

export const LotteryGameQuery = Type.Object({ gameId: GameId });
export type LotteryGameQuery = Static<typeof LotteryGameQuery>;

/** One prize tier of a result: its numbers as strings (leading zeros kept). */
export const LotteryPrizeLine = Type.Object({ tier: LotteryTier, numbers: Type.Array(Str) });
export type LotteryPrizeLine = Static<typeof LotteryPrizeLine>;

/** `GET /lgw/numeros/near`: the draw taking bets now (`remainTime`: ms to its lock, from the server's clock). */
export const LotteryCurrentNumero = Type.Object({
  numero: Str,
  gameId: GameId,
  provinceCode: NullableString,
  /** Milliseconds from the answer to the lock time. */
  remainTime: Int,
  openTime: Str,
  lockTime: Str,
  drawTime: Str,
  serverSeedHash: Str,
});
export type LotteryCurrentNumero = Static<typeof LotteryCurrentNumero>;

/** A drawn draw: its result and revealed seed (recompute it with the verify call). */
export const LotteryDrawResult = Type.Object({
  gameId: GameId,
  numero: Str,
  provinceCode: NullableString,
  drawTime: Str,
  /** When it was actually drawn (later than drawTime when the server was down then). */
  drawnAt: Str,
  serverSeedHash: Str,
  serverSeed: Str,
  prizes: Type.Array(LotteryPrizeLine),
});
export type LotteryDrawResult = Static<typeof LotteryDrawResult>;

/** `GET /lgw/numeros/near`: the current draw, the draws a chase takes next (in order), the last drawn one, and the server's clock. */
export const LotteryNearAnswer = Type.Object({
  currentNumero: Type.Union([LotteryCurrentNumero, Type.Null()]),
  nextNumeros: Type.Array(LotteryCurrentNumero),
  lastNumero: Type.Union([LotteryDrawResult, Type.Null()]),
  serverTime: Str,
});
export type LotteryNearAnswer = Static<typeof LotteryNearAnswer>;

/** `GET /lgw/vn/numeros/opened/game`: a game's drawn draws, newest first (the draw history). */
export const LotteryHistoryQuery = Type.Object({ gameId: GameId, ...PagingFields });
export type LotteryHistoryQuery = Static<typeof LotteryHistoryQuery>;
export const LotteryHistoryPage = PageOf(LotteryDrawResult);
export type LotteryHistoryPage = Static<typeof LotteryHistoryPage>;

/** `GET /lotto/lgw/games/opened/numero` (T): the member's latest drawn draws (those it bet on), with what it staked and won in each. */
export const LotteryMyOpened = Type.Object({
  values: Type.Array(Type.Object({ result: LotteryDrawResult, betAmount: Int, winAmount: Int, bets: Int })),
});
export type LotteryMyOpened = Static<typeof LotteryMyOpened>;

/** `GET /lgw/numeros/verify`: a draw's result recomputed from a seed (stateless; anyone may call). */
export const LotteryVerifyQuery = Type.Object({
  gameId: GameId,
  numero: Numero,
  serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LotteryVerifyQuery = Static<typeof LotteryVerifyQuery>;
export const LotteryVerifyAnswer = Type.Object({ gameId: GameId, numero: Str, serverSeedHash: Str, prizes: Type.Array(LotteryPrizeLine) });
export type LotteryVerifyAnswer = Static<typeof LotteryVerifyAnswer>;

/** `GET /lgw/numeros/trend`: hot/cold over the last `draws` drawn draws. */
export const LotteryTrendQuery = Type.Object({ gameId: GameId, draws: Type.Integer({ minimum: 1, maximum: LOTTERY_TREND_MAX_DRAWS, default: 30 }) });
export type LotteryTrendQuery = Static<typeof LotteryTrendQuery>;

/**
 * One counted value: VN and SEA count the last two digits of every result (`00`–`99`), FAST each
 * ball's digit (`position` 1–5). `count`: appearances over the draws; `missing`: draws since it last
 * appeared (the draws counted when it never did).
 */
export const LotteryTrendCell = Type.Object({ position: Int, value: Str, count: Int, missing: Int });
export type LotteryTrendCell = Static<typeof LotteryTrendCell>;
export const LotteryTrend = Type.Object({ gameId: GameId, draws: Int, fromNumero: NullableString, toNumero: NullableString, cells: Type.Array(LotteryTrendCell) });
export type LotteryTrend = Static<typeof LotteryTrend>;

/* Betting */

/** One bet of a slip: a play, its selections, the stake per unit (minor units) and a multiple. */
export const LotteryBetContent = Type.Object(
  {
    playId: LotteryPlayIdSchema,
    bettingContent: Type.String({ minLength: 1, maxLength: 600 }),
    singleBetPrice: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    multiple: Type.Integer({ minimum: 1, maximum: LOTTERY_MAX_MULTIPLE }),
  },
  { additionalProperties: false },
);
export type LotteryBetContent = Static<typeof LotteryBetContent>;

/** `POST /lgw/orders/betting` (T). The server prices it (stake, odds, potential win): nothing of that is sent. */
export const LotteryBettingBody = Type.Object(
  {
    gameId: GameId,
    /** The draw bet on: the current one (a later one is allowed while it is open). */
    numero: Numero,
    contents: Type.Array(LotteryBetContent, { minItems: 1, maxItems: 20 }),
    /** The same slip on this draw and the next `draws − 1`; stops after the first winning draw with `winStop`. */
    chase: Type.Optional(Type.Object({ draws: Type.Integer({ minimum: 1, maximum: LOTTERY_MAX_CHASE }), winStop: Bool }, { additionalProperties: false })),
    /** The same id again answers the first order and moves nothing. */
    requestId: RequestId,
  },
  { additionalProperties: false },
);
export type LotteryBettingBody = Static<typeof LotteryBettingBody>;

/** A bet (sub-order): one selection on one draw. */
export const LotteryBet = Type.Object({
  betId: OrderId,
  orderId: OrderId,
  gameId: GameId,
  numero: Str,
  playId: LotteryPlayIdSchema,
  /** The selection this bet is on (one of the slip content's selections). */
  bettingContent: Str,
  singleBetPrice: Int,
  multiple: Int,
  betAmount: Int,
  /** Full odds ×100 of the top tier, stepped down when the number's exposure asked it (percent below). */
  odds: Int,
  oddsPercent: Int,
  /** The most this bet can win (one occurrence; lô pays per occurrence). */
  potentialWin: Int,
  winAmount: Int,
  status: LotteryBetStatus,
  bettingTime: Str,
  lockTime: Str,
  drawTime: Str,
  settledAt: NullableString,
});
export type LotteryBet = Static<typeof LotteryBet>;

/** The answer of a slip: the order, its bets and the balance after the stake was taken. */
export const LotteryOrder = Type.Object({
  orderId: OrderId,
  gameId: GameId,
  chaseDraws: Int,
  winStop: Bool,
  totalAmount: Int,
  createdAt: Str,
  bets: Type.Array(LotteryBet),
  balance: Int,
});
export type LotteryOrder = Static<typeof LotteryOrder>;

/** `GET /lgw/orders/today` (T): the member's bets of the site day (and any still open), newest first. */
export const LotteryOrdersQuery = Type.Object({
  gameId: Type.Optional(GameId),
  status: Codes(LOTTERY_ORDER_FILTERS),
  ...PagingFields,
});
export type LotteryOrdersQuery = Static<typeof LotteryOrdersQuery>;
/** `betAmount`: the stake that stands over the filter (cancelled and stopped bets were refunded); `winAmount`: the wins. */
export const LotteryOrdersPage = PageOf(LotteryBet, { betAmount: Int, winAmount: Int });
export type LotteryOrdersPage = Static<typeof LotteryOrdersPage>;

/** `PUT /lgw/orders/suborders/cancel` (T): cancels open bets of the member's before their lock; refunds them. */
export const LotteryCancelBody = Type.Object({ betIds: Type.Array(OrderId, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });
export type LotteryCancelBody = Static<typeof LotteryCancelBody>;
export const LotteryCancelAnswer = Type.Object({ cancelled: Type.Array(LotteryBet), refunded: Int, balance: Int });
export type LotteryCancelAnswer = Static<typeof LotteryCancelAnswer>;

/* Ops */

/** `POST /wps/admin/lottery/run` (ops): runs the draw job as of `asOf` (default now): opens, draws and settles what is due. */
export const LotteryAdminRunBody = Type.Object({ asOf: Type.Optional(Type.String({ format: 'date-time' })) }, { additionalProperties: false });
export type LotteryAdminRunBody = Static<typeof LotteryAdminRunBody>;
export const LotteryJobReport = Type.Object({ opened: Int, drawn: Int, settled: Int, won: Int, stopped: Int });
export type LotteryJobReport = Static<typeof LotteryJobReport>;

/** The live event `lottery` of a member's stream: one of its draws was settled. */
export const LotteryStreamEvent = Type.Object({ gameId: GameId, numero: Str, bets: Int, winAmount: Int });
export type LotteryStreamEvent = Static<typeof LotteryStreamEvent>;
