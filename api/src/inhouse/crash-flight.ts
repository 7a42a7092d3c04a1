import type { Kysely, Transaction } from 'kysely';
import {
  CRASH_MAX_CASH_OUT,
  crashMultiplierAt,
  crashReachedAt,
  formatMoney,
  type CrashFlight,
  type CrashFlightAnswer,
  type CrashFlightState,
  type CrashResult,
  type GameRound,
  type StartCrashBody,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Database, GameLaunchRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { countBet } from '../agent';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/request-context';
import { assertNotFrozen } from '../member';
import { checkAmount, insufficientFunds } from '../wallet';
import { crashPointOf, payoutOf } from './engines';
import { fairFloat } from './fair';
import { applyDemoRound, findGameById, findRoundById, findRoundByRequest, insertBetRecord, insertRound } from './queries';
import { balanceIn, isUnderMaintenance, limitsOf, maintenanceError, nextNonce, seedOwner, toRound, type TicketSession } from './service';

/*
 * Rocket flights: the crash game with a manual cash-out. A flight starts in one transaction (the
 * stake through the ledger, whose stake hook applies the player's protection, the nonce taken and the
 * crash point fixed from the seed pair), then climbs on the published curve (`crashMultiplierAt`) of
 * the server's clock, `ctx.config.now()`. It ends once: cashed out by the player below the crash
 * point, cashed out by its automatic target, or crashed. Whoever ends it (the cash-out call, a read,
 * the settling job) decides from the flight's row and the clock alone, and a conditional update of
 * `settled_at` lets exactly one of them pay: a double click, a retried request or a cash-out racing
 * the job pays once.
 */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type StartCrashInput = Omit<StartCrashBody, 'ticket'>;

const flightNotFound = () => new ApiError(404, 'game.session.invalid', 'game.session.invalid');
const iso = (ms: number) => new Date(ms).toISOString();

async function findFlight(db: Db, roundId: number) {
  return db.selectFrom('crash_flight').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

type FlightRow = NonNullable<Awaited<ReturnType<typeof findFlight>>>;

/** What ends a flight at `now`: its exit (×100) and whether it won; null while it still flies and nobody cashes out. */
export function decideFlight(flight: Pick<FlightRow, 'crash_point' | 'auto_cash_out' | 'started_at'>, now: number, cashingOut: boolean) {
  const at = crashMultiplierAt(now - Number(flight.started_at));
  const crash = flight.crash_point;
  const auto = flight.auto_cash_out;
  // The automatic exit is taken the moment the curve reaches it, before any later call.
  if (auto !== null && auto <= crash && at >= auto) return { win: true, exit: auto };
  if (at >= crash) return { win: false, exit: auto ?? Math.min(CRASH_MAX_CASH_OUT, crash + 1) };
  if (cashingOut) return { win: true, exit: at };
  return null;
}

/** Ends the flight at `now` when something ends it; false when it flies on or someone else ended it. */
async function settleFlight(trx: Trx, ctx: AppContext, roundId: number, now: number, cashingOut: boolean): Promise<boolean> {
  const flight = await findFlight(trx, roundId);
  if (!flight || flight.settled_at !== null) return false;
  const decision = decideFlight(flight, now, cashingOut);
  if (!decision) return false;
  const claimed = await trx
    .updateTable('crash_flight')
    .set({ settled_at: iso(now) })
    .where('round_id', '=', roundId)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;

  const round = await findRoundById(trx, roundId);
  const bet = Number(round.bet);
  const multiplier = decision.win ? decision.exit : 0;
  const payout = payoutOf(bet, multiplier);
  const result: CrashResult = { crashPoint: flight.crash_point, cashOut: decision.exit, win: decision.win };
  await trx.updateTable('game_round').set({ multiplier, payout, result: JSON.stringify(result) }).where('id', '=', roundId).execute();

  const at = iso(now);
  if (round.mode === 'real' && round.member_id !== null) {
    const memberId = round.member_id;
    const reference = `round:${roundId}`;
    if (payout > 0) await ctx.ledger.postInTransaction(trx, { memberId, amount: payout, kind: 'payout', reference, idempotencyKey: `${reference}:payout`, at });
    const game = await findGameById(trx, round.game_id);
    const launch = await trx.selectFrom('game_launch').select('merchant_id').where('id', '=', round.launch_id).executeTakeFirstOrThrow();
    if (!game) throw new Error(`game ${round.game_id} of round ${roundId} vanished`);
    await insertBetRecord(trx, {
      merchant_id: launch.merchant_id,
      member_id: memberId,
      game_id: game.id,
      vendor_code: game.vendor_code,
      game_type: game.game_type,
      round_id: roundId,
      bet_amount: bet,
      valid_bet: bet,
      payout,
      win_loss: payout - bet,
      status: 'settled',
      created_at: at,
    });
    await countBet(trx, memberId, { betAmount: bet, validBet: bet, payout }, at);
  } else if (payout > 0) {
    await applyDemoRound(trx, round.launch_id, 0, payout);
  }
  return true;
}

async function answerOf(db: Db, launch: GameLaunchRow, roundId: number, now: number): Promise<CrashFlightAnswer> {
  const flight = await findFlight(db, roundId);
  if (!flight) throw flightNotFound();
  let state: CrashFlightState = 'flying';
  let round: GameRound<CrashResult> | null = null;
  if (flight.settled_at !== null) {
    round = toRound(await findRoundById(db, roundId)) as GameRound<CrashResult>;
    state = round.result.win ? 'cashedOut' : 'crashed';
  }
  const row = await findRoundById(db, roundId);
  const answer: CrashFlight = {
    roundId,
    state,
    bet: Number(row.bet),
    autoCashOut: flight.auto_cash_out,
    startedAt: Number(flight.started_at),
    serverNow: now,
    round,
  };
  return { flight: answer, balance: await balanceIn(db, launch) };
}

/** The ticket's flight of that round, or 404 (another ticket's round, a round that is not a flight). */
async function flightOfTicket(db: Db, open: TicketSession, roundId: number) {
  const flight = await findFlight(db, roundId);
  if (!flight || open.engine !== 'crash') throw flightNotFound();
  const round = await db.selectFrom('game_round').select('launch_id').where('id', '=', roundId).executeTakeFirst();
  if (!round || round.launch_id !== open.launch.id) throw flightNotFound();
  return flight;
}

/** `POST /wps/game/inhouse/crash/start`: one transaction; the same requestId answers the first flight. */
export async function startCrashFlight(ctx: AppContext, caller: Caller, open: TicketSession, input: StartCrashInput): Promise<CrashFlightAnswer> {
  if (open.engine !== 'crash') throw flightNotFound();
  const { minBet, maxBet } = limitsOf(open.game);
  checkAmount(input.bet, { min: minBet, max: maxBet }, 'bet', 'validation.bet', formatMoney);
  const repeat = async () => {
    const first = await findRoundByRequest(ctx.db, open.launch.id, input.requestId);
    return first && (await findFlight(ctx.db, first.id)) ? answerOf(ctx.db, open.launch, first.id, ctx.config.now()) : null;
  };
  const game = await findGameById(ctx.db, open.game.id);
  if (!game || isUnderMaintenance(game)) {
    const first = await repeat();
    if (first) return first;
    throw await maintenanceError(ctx.db, caller.language, open.launch.member_id);
  }
  if (open.launch.member_id !== null) await assertNotFrozen(ctx.db, open.launch.member_id);
  try {
    const roundId = await ctx.db.transaction().execute(async (trx) => {
      const first = await findRoundByRequest(trx, open.launch.id, input.requestId);
      if (first) return first.id;
      return launchFlight(trx, ctx, { ...open, game }, input);
    });
    return await answerOf(ctx.db, open.launch, roundId, ctx.config.now());
  } catch (error) {
    // Two starts with one requestId raced: the loser's whole transaction rolled back.
    if (!isUniqueViolation(error)) throw error;
    const first = await repeat();
    if (!first) throw error;
    return first;
  }
}

async function launchFlight(trx: Trx, ctx: AppContext, open: TicketSession, input: StartCrashInput): Promise<number> {
  const { launch, game } = open;
  const startedAt = ctx.config.now();
  const at = iso(startedAt);
  const { seed, nonce } = await nextNonce(trx, seedOwner(launch));
  const crashPoint = crashPointOf(fairFloat(seed.server_seed, seed.client_seed, nonce));
  const auto = input.autoCashOut ?? null;
  // The flight ends by itself at its automatic exit when the rocket gets there, else at its crash.
  const decideAt = startedAt + crashReachedAt(auto !== null && auto <= crashPoint ? auto : crashPoint);
  const row = await insertRound(trx, {
    launch_id: launch.id,
    member_id: launch.member_id,
    game_id: game.id,
    seed_id: seed.id,
    nonce,
    engine: 'crash',
    mode: launch.mode,
    request_id: input.requestId,
    bet: input.bet,
    multiplier: 0,
    payout: 0,
    params: JSON.stringify({ crash: { autoCashOut: auto }, manual: true }),
    // Written when the flight ends; the crash point is the flight row's until then.
    result: JSON.stringify({ crashPoint: 0, cashOut: 0, win: false }),
    created_at: at,
  });
  if (launch.mode === 'real' && launch.member_id !== null) {
    const reference = `round:${row.id}`;
    await ctx.ledger.postInTransaction(trx, { memberId: launch.member_id, amount: -input.bet, kind: 'bet', reference, idempotencyKey: `${reference}:bet`, at });
  } else if ((await applyDemoRound(trx, launch.id, input.bet, 0)) === undefined) {
    throw insufficientFunds();
  }
  await trx.insertInto('crash_flight').values({ round_id: row.id, crash_point: crashPoint, auto_cash_out: auto, started_at: startedAt, decide_at: decideAt, settled_at: null }).execute();
  return row.id;
}

/** Settles the flight at `now` if something ends it; its transaction is its own. */
async function settleAt(ctx: AppContext, roundId: number, now: number, cashingOut: boolean): Promise<boolean> {
  return ctx.db.transaction().execute((trx) => settleFlight(trx, ctx, roundId, now, cashingOut));
}

/** `POST /wps/game/inhouse/crash/cashout`: at the multiplier of the server's clock; a settled flight is answered as it is. */
export async function cashOutCrashFlight(ctx: AppContext, open: TicketSession, roundId: number): Promise<CrashFlightAnswer> {
  await flightOfTicket(ctx.db, open, roundId);
  const now = ctx.config.now();
  await settleAt(ctx, roundId, now, true);
  return answerOf(ctx.db, open.launch, roundId, now);
}

/** `GET /wps/game/inhouse/crash/flight`: a flight past its end is settled before it is answered. */
export async function readCrashFlight(ctx: AppContext, open: TicketSession, roundId: number): Promise<CrashFlightAnswer> {
  const flight = await flightOfTicket(ctx.db, open, roundId);
  const now = ctx.config.now();
  if (flight.settled_at === null && Number(flight.decide_at) <= now) await settleAt(ctx, roundId, now, false);
  return answerOf(ctx.db, open.launch, roundId, now);
}

/**
 * The ticket's flight still in the air, or null: the session answers it, so a player who reloads
 * mid-flight gets the rocket and its cash-out back. A flight whose end has come is not in the air (the
 * job, a read or a cash-out settles it).
 */
export async function flightInTheAir(ctx: AppContext, open: TicketSession): Promise<CrashFlight | null> {
  if (open.engine !== 'crash') return null;
  const now = ctx.config.now();
  const flight = await ctx.db
    .selectFrom('crash_flight')
    .innerJoin('game_round', 'game_round.id', 'crash_flight.round_id')
    .select('crash_flight.round_id')
    .where('game_round.launch_id', '=', open.launch.id)
    .where('crash_flight.settled_at', 'is', null)
    .where('crash_flight.decide_at', '>', now)
    .orderBy('crash_flight.round_id', 'desc')
    .executeTakeFirst();
  return flight ? (await answerOf(ctx.db, open.launch, flight.round_id, now)).flight : null;
}

/** Flights settled per job run: a backlog is worked off over a few runs. */
const BATCH = 100;

/**
 * The job's work: every flight whose end has come by `now` and nobody settled. A flight that fails to
 * settle (its transaction rolled back) is counted and left for the next run; the others go on.
 */
export async function settleDueFlights(ctx: AppContext, now: number): Promise<{ settled: number; failed: number }> {
  const due = await ctx.db
    .selectFrom('crash_flight')
    .select('round_id')
    .where('settled_at', 'is', null)
    .where('decide_at', '<=', now)
    .orderBy('decide_at')
    .limit(BATCH)
    .execute();
  const report = { settled: 0, failed: 0 };
  for (const { round_id: roundId } of due) {
    try {
      if (await settleAt(ctx, roundId, now, false)) report.settled += 1;
    } catch {
      report.failed += 1;
    }
  }
  return report;
}
