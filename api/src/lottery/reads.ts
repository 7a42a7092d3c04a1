import { sql } from 'kysely';
import {
  LOTTERY_GROUP_CODES,
  siteDay,
  siteDayStart,
  type LotteryCurrentNumero,
  type LotteryGame,
  type LotteryGameList,
  type LotteryHistoryPage,
  type LotteryHistoryQuery,
  type LotteryMenus,
  type LotteryMyOpened,
  type LotteryNearAnswer,
  type LotteryOrdersPage,
  type LotteryOrdersQuery,
  type LotteryPrizeMode,
  type LotteryRecentGames,
  type LotteryTrend,
  type LotteryTrendCell,
  type LotteryVerifyAnswer,
  type LotteryVerifyQuery,
  type LotteryGameCode,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { LotteryDrawRow } from '../db/schema';
import { drawResult, serverSeedHash } from './fair';
import { GAMES, LOBBY_CODES, gameByCode, type GameConfig } from './games';
import { betViews, gameOrThrow, resultOf, toDrawResult } from './queries';

/* The lottery's reads: menus, draws, results, verification, trend, the member's orders. */

function gameView(game: GameConfig): LotteryGame {
  const { schedule } = game;
  return {
    gameId: game.gameId,
    gameCode: game.code,
    gameGroupCode: game.group,
    family: game.family,
    prizeMode: game.prizeMode,
    schedule: {
      kind: schedule.kind,
      timeZone: schedule.timeZone,
      drawTime: schedule.kind === 'daily' ? schedule.drawTime : null,
      weekdays: schedule.kind === 'daily' ? [...schedule.weekdays] : [0, 1, 2, 3, 4, 5, 6],
      intervalSeconds: schedule.kind === 'interval' ? schedule.intervalSeconds : null,
      lockSeconds: game.lockSeconds,
    },
    maxChase: game.ahead,
    entryCodes: [...game.entryCodes],
  };
}

/** `GET /lgw/games/game_menus`. */
export function gameList(prizeMode: LotteryPrizeMode): LotteryGameList {
  return { prizeMode, values: GAMES.filter((game) => game.prizeMode === prizeMode).map(gameView) };
}

/** `GET /lgw/vn/games/game_menu`. */
export function gameMenus(prizeMode: LotteryPrizeMode): LotteryMenus {
  const games = GAMES.filter((game) => game.prizeMode === prizeMode);
  const groups = LOTTERY_GROUP_CODES.map((code) => ({ code, games: games.filter((game) => game.group === code) })).filter((group) => group.games.length > 0);
  return {
    prizeMode,
    groups: groups.map(({ code, games: members }) => ({
      gameGroupCode: code,
      family: members[0]!.family,
      lobbyCodes: [...LOBBY_CODES[code]],
      gameMenus: members.map((game) => ({ gameId: game.gameId, gameCode: game.code, plays: game.plays.map((play) => ({ ...play, prizes: [...play.prizes], tiers: [...play.tiers], oddsSteps: play.oddsSteps.map((step) => ({ ...step })) })) })),
    })),
  };
}

function numeroView(game: GameConfig, draw: LotteryDrawRow, now: Date): LotteryCurrentNumero {
  return {
    numero: draw.numero,
    gameId: game.gameId,
    provinceCode: draw.province_code,
    remainTime: Math.max(0, Date.parse(draw.lock_at) - now.getTime()),
    openTime: draw.open_at,
    lockTime: draw.lock_at,
    drawTime: draw.draw_at,
    serverSeedHash: draw.server_seed_hash,
  };
}

/** `GET /lgw/numeros/near`: the first draw not locked yet is the current one. */
export async function nearNumero(ctx: AppContext, gameId: number, now: Date = new Date()): Promise<LotteryNearAnswer> {
  const game = gameOrThrow(gameId);
  const at = now.toISOString();
  const upcoming = await ctx.db.selectFrom('lottery_draw').selectAll().where('game_code', '=', game.code).where('status', '=', 'open').where('lock_at', '>', at).orderBy('draw_at').orderBy('id').limit(game.ahead).execute();
  const last = await ctx.db.selectFrom('lottery_draw').selectAll().where('game_code', '=', game.code).where('status', '=', 'drawn').orderBy('draw_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const [current, ...next] = upcoming.map((draw) => numeroView(game, draw, now));
  return { currentNumero: current ?? null, nextNumeros: next, lastNumero: last ? toDrawResult(last) : null, serverTime: at };
}

/** `GET /lgw/vn/numeros/opened/game`: drawn draws, newest first. */
export async function drawHistory(ctx: AppContext, query: LotteryHistoryQuery): Promise<LotteryHistoryPage> {
  const game = gameOrThrow(query.gameId);
  const base = ctx.db.selectFrom('lottery_draw').where('game_code', '=', game.code).where('status', '=', 'drawn');
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('draw_at', 'desc').orderBy('id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
  const total = Number(n);
  return { content: rows.map(toDrawResult), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), totalElements: total };
}

/** `GET /lgw/numeros/verify`: stateless; the same function the job draws with. */
export function verifyDraw(query: LotteryVerifyQuery): LotteryVerifyAnswer {
  const game = gameOrThrow(query.gameId);
  return { gameId: game.gameId, numero: query.numero, serverSeedHash: serverSeedHash(query.serverSeed), prizes: drawResult(game, query.serverSeed, query.numero) };
}

/** `GET /lgw/numeros/trend`: VN and SEA count the last two digits of every result, FAST each ball's digit. */
export async function trend(ctx: AppContext, gameId: number, draws: number): Promise<LotteryTrend> {
  const game = gameOrThrow(gameId);
  const rows = await ctx.db.selectFrom('lottery_draw').selectAll().where('game_code', '=', game.code).where('status', '=', 'drawn').orderBy('draw_at', 'desc').orderBy('id', 'desc').limit(draws).execute();
  const positions = game.family === 'FAST' ? [1, 2, 3, 4, 5] : [0];
  const values = game.family === 'FAST' ? Array.from({ length: 10 }, (_, i) => String(i)) : Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  const cells: LotteryTrendCell[] = [];
  // Per draw (newest first), the values it showed at each position.
  const seen = rows.map((draw) => {
    const numbers = resultOf(draw).flatMap((line) => line.numbers);
    return positions.map((position) => new Set(position === 0 ? numbers.map((n) => n.slice(-2)) : [numbers[position - 1] ?? '']));
  });
  const counts = rows.map((draw) => resultOf(draw).flatMap((line) => line.numbers));
  positions.forEach((position, p) => {
    for (const value of values) {
      let count = 0;
      for (const numbers of counts) count += position === 0 ? numbers.filter((n) => n.slice(-2) === value).length : numbers[position - 1] === value ? 1 : 0;
      const missing = seen.findIndex((sets) => sets[p]!.has(value));
      cells.push({ position, value, count, missing: missing === -1 ? rows.length : missing });
    }
  });
  return { gameId: game.gameId, draws: rows.length, fromNumero: rows[rows.length - 1]?.numero ?? null, toNumero: rows[0]?.numero ?? null, cells };
}

/** `GET /lgw/orders/today`: the bets of the site day and any still open, newest first. */
export async function todayOrders(ctx: AppContext, memberId: number, query: LotteryOrdersQuery, now: Date = new Date()): Promise<LotteryOrdersPage> {
  const dayStart = new Date(siteDayStart(siteDay(now))).toISOString();
  let base = ctx.db
    .selectFrom('lottery_bet')
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('created_at', '>=', dayStart), eb('status', '=', 'open'), eb('settled_at', '>=', dayStart)]));
  const game = query.gameId === undefined ? null : gameOrThrow(query.gameId);
  if (game) base = base.where('game_code', '=', game.code);
  if (query.status === 'open') base = base.where('status', '=', 'open');
  if (query.status === 'settled') base = base.where('status', '!=', 'open');
  // The stake that stands: a cancelled or stopped bet was refunded, so it is listed but not staked.
  const standing = sql<number>`case when status in ('cancelled', 'stopped') then 0 else amount end`;
  const sums = await base
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>(standing), eb.lit(0)).as('bet'), eb.fn.coalesce(eb.fn.sum<number>('win_amount'), eb.lit(0)).as('win')])
    .executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
  const total = Number(sums.n);
  return {
    content: await betViews(ctx.db, rows),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
    betAmount: Number(sums.bet),
    winAmount: Number(sums.win),
  };
}

/** `GET /lgw/vn/games/game_menu/recent`. */
export async function recentGames(ctx: AppContext, memberId: number): Promise<LotteryRecentGames> {
  const rows = await ctx.db
    .selectFrom('lottery_order')
    .select((eb) => ['game_code', eb.fn.max('created_at').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .execute();
  return {
    values: rows.flatMap((row) => {
      const game = gameByCode(row.game_code);
      return game ? [{ gameId: game.gameId, gameCode: game.code as LotteryGameCode, lastBetAt: String(row.last) }] : [];
    }),
  };
}

/** `GET /lotto/lgw/games/opened/numero`: the member's last 10 drawn draws with its stake and win in each. */
export async function myOpened(ctx: AppContext, memberId: number): Promise<LotteryMyOpened> {
  const rows = await ctx.db
    .selectFrom('lottery_bet')
    .innerJoin('lottery_draw', 'lottery_draw.id', 'lottery_bet.draw_id')
    .select((eb) => [
      'lottery_bet.draw_id',
      eb.fn.max('lottery_draw.draw_at').as('draw_at'),
      eb.fn.countAll<number>().as('bets'),
      eb.fn.sum<number>('lottery_bet.amount').as('bet'),
      eb.fn.sum<number>('lottery_bet.win_amount').as('win'),
    ])
    .where('lottery_bet.member_id', '=', memberId)
    .where('lottery_draw.status', '=', 'drawn')
    .where('lottery_bet.status', 'in', ['won', 'lost'])
    .groupBy('lottery_bet.draw_id')
    .orderBy('draw_at', 'desc')
    .limit(10)
    .execute();
  if (rows.length === 0) return { values: [] };
  const draws = new Map((await ctx.db.selectFrom('lottery_draw').selectAll().where('id', 'in', rows.map((row) => row.draw_id)).execute()).map((draw) => [draw.id, draw]));
  return {
    values: rows.map((row) => ({ result: toDrawResult(draws.get(row.draw_id)!), betAmount: Number(row.bet), winAmount: Number(row.win), bets: Number(row.bets) })),
  };
}
