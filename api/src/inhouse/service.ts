import type { Kysely, Transaction } from 'kysely';
import {
  CURRENCY_DECIMALS, CURRENCY_SYMBOL, formatMoney,
  type GameLaunch, type GameMaintenance, type GameRound, type GameRoundList, type GameSession, type PlayRoundAnswer, type PlayRoundBody, type SeedRotation,
  type VerifyRoundAnswer, type VerifyRoundQuery,
} from '@portal/shared/contracts';
import type { AppContext } from '../context';
import type { Database, GameLaunchRow, IsoTime } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/time';
import { countBet } from '../agent';
import { gameNotFound, PRIMARY_ROUTE_DOWN, toGameItem, type GameItem, type GameWithVendor } from '../games';
import { ApiError, functionDisabled, notLoggedIn, validationFailed } from '../http/api-error';
import type { Language } from '../http/messages';
import type { Caller } from '../http/request-context';
import type { ActiveSession } from '../session';
import { whitelabelOf } from '../site';
import { checkAmount, insufficientFunds, mainWalletBalance } from '../wallet';
import { adapterFor, hashTicket, type LaunchMode } from './adapter';
import { isEngine, payoutOf, play, rulesOf, verify, type EngineName, type EngineResult, type RoundChoices } from './engines';
import { newClientSeed, newServerSeed, serverSeedHash } from './fair';
import {
  applyDemoRound,
  demoBalanceOf,
  favoriteGameIds,
  findActiveSeed,
  findGameById,
  findGameByNodeId,
  findLiveLaunch,
  findRoundById,
  findRoundByRequest,
  hasOpenFlight,
  insertBetRecord,
  insertRound,
  insertSeed,
  listRounds,
  playableHotGames,
  retireStraySeeds,
  revealOtherActiveSeeds,
  revealSeed,
  takeNonce,
  type RoundWithSeed,
  type SeedOwner,
} from './queries';
import { assertNotFrozen } from '../member';

/*
 * The built-in vendor adapter's game sessions (docs/wire-contract.md, "In-house games"): launch and
 * free play, the session a ticket opens, rounds (one transaction each in real mode: round, ledger
 * bet and payout, bet record), seed rotation, the round history and stateless verification.
 */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export const MIN_BET = 100;
export const MAX_BET = 1_000_000;
export const BET_STEPS = [100, 200, 500, 1000, 2000, 5000, 10000, 50000] as const;
const HOT_GAMES_ON_MAINTENANCE = 8;

/** An open game session: the launch behind a ticket, its game and engine. */
export interface TicketSession {
  ticket: string;
  launch: GameLaunchRow;
  game: GameWithVendor;
  engine: EngineName;
}

/** A round's body without its ticket (the ticket opened the session). */
export type RoundInput = Omit<PlayRoundBody, 'ticket'>;

const sessionInvalid = () => new ApiError(404, 'game.session.invalid', 'game.session.invalid');

export const isUnderMaintenance = (game: GameWithVendor) => game.maintenance === 1 || game.vendor_maintenance === 1;

async function gameItems(db: Db, rows: GameWithVendor[], language: Language, memberId: number | null): Promise<GameItem[]> {
  const favorites = memberId === null ? new Set<number>() : await favoriteGameIds(db, memberId, rows.map((row) => row.id));
  return rows.map((row) => toGameItem(row, language, favorites.has(row.id)));
}

/** 400 game.maintenance with up to 8 hot games that can be played instead. */
export async function maintenanceError(db: Db, language: Language, memberId: number | null): Promise<ApiError> {
  const hotGames = await gameItems(db, await playableHotGames(db, HOT_GAMES_ON_MAINTENANCE), language, memberId);
  const value: GameMaintenance = { hotGames };
  return new ApiError(400, 'game.maintenance', 'game.maintenance', value);
}

async function launchableGame(db: Db, nodeId: string): Promise<{ game: GameWithVendor; engine: EngineName }> {
  const game = await findGameByNodeId(db, nodeId);
  // A row whose engine this adapter does not have cannot be played: as good as unknown.
  if (!game || !isEngine(game.engine)) throw gameNotFound();
  return { game, engine: game.engine };
}

/** Which route a member's launch takes: the vendor's primary one, or its fallback (`GCS_gameLaunchFB`). */
export type LaunchRoute = 'primary' | 'fb';

/** The fallback route's answer is the same play page, marked so the page can say how it was opened. */
const FALLBACK_MARK = 'route=fb';

/**
 * `POST /wps/game/launchGame` (T; formal accounts only: the route refuses a trial account first) and,
 * with route `fb`, `GCS_gameLaunchFB`: the same rules; a vendor whose primary route is down
 * (PRIMARY_ROUTE_DOWN) answers 503 `game.route.unavailable` on the primary route only.
 */
export async function launchGame(ctx: AppContext, caller: Caller, session: ActiveSession, nodeId: string, route: LaunchRoute = 'primary'): Promise<GameLaunch> {
  const { game, engine } = await launchableGame(ctx.db, nodeId);
  if (isUnderMaintenance(game)) throw await maintenanceError(ctx.db, caller.language, session.member.id);
  if (route === 'primary' && PRIMARY_ROUTE_DOWN.has(game.vendor_code)) throw new ApiError(503, 'game.route.unavailable', 'game.route.unavailable');
  const { launch: _row, ...answer } = await adapterFor(game).launch(ctx.db, {
    merchantId: caller.merchant.id,
    memberId: session.member.id,
    game,
    engine,
    freePlay: false,
  });
  return route === 'fb' ? { ...answer, url: `${answer.url}${answer.url.includes('?') ? '&' : '?'}${FALLBACK_MARK}` } : answer;
}

/** `POST /wps/session/login/freeplay`: a guest's demo launch, only with FREEPLAY3 and a free-play game. */
export async function freePlay(ctx: AppContext, caller: Caller, nodeId: string): Promise<GameLaunch> {
  if (!(await whitelabelOf(ctx.db, caller.merchant.id)).FREEPLAY3) throw functionDisabled();
  const { game, engine } = await launchableGame(ctx.db, nodeId);
  if (game.free_play !== 1) throw new ApiError(403, 'freeplay.unavailable', 'freeplay.unavailable');
  if (isUnderMaintenance(game)) throw await maintenanceError(ctx.db, caller.language, null);
  const { launch: _row, ...answer } = await adapterFor(game).launch(ctx.db, { merchantId: caller.merchant.id, memberId: null, game, engine, freePlay: true });
  return answer;
}

/**
 * The session of a ticket: unknown, expired or another site's → 404 game.session.invalid; a real
 * ticket also needs the Authorization of the member it was issued to (401 otherwise).
 */
export async function openTicket(ctx: AppContext, caller: Caller, session: ActiveSession | null, ticket: string): Promise<TicketSession> {
  const launch = await findLiveLaunch(ctx.db, hashTicket(ticket), isoNow());
  if (!launch || launch.merchant_id !== caller.merchant.id) throw sessionInvalid();
  if (launch.mode === 'real' && (session === null || session.member.id !== launch.member_id)) throw notLoggedIn();
  const game = await findGameById(ctx.db, launch.game_id);
  if (!game || !isEngine(game.engine)) throw sessionInvalid();
  return { ticket, launch, game, engine: game.engine };
}

export function seedOwner(launch: GameLaunchRow): SeedOwner {
  if (launch.mode === 'real' && launch.member_id !== null) return { memberId: launch.member_id, launchId: null };
  return { memberId: null, launchId: launch.id };
}

/** The owner's active seed pair, created on first use (random 32-byte server seed, random client seed). */
async function ensureSeed(db: Db, owner: SeedOwner) {
  const found = await findActiveSeed(db, owner);
  if (found) return found;
  const serverSeed = newServerSeed();
  await insertSeed(db, owner, { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed: newClientSeed(), now: isoNow() });
  // Two first calls may both have created one: everyone uses the oldest, the unused others retire.
  const active = await findActiveSeed(db, owner);
  if (!active) throw new Error('seed pair vanished');
  await retireStraySeeds(db, owner, active.id);
  return active;
}

export async function balanceIn(db: Db, launch: GameLaunchRow): Promise<number> {
  if (launch.mode !== 'real' || launch.member_id === null) return demoBalanceOf(db, launch.id);
  return (await mainWalletBalance(db, launch.member_id)) ?? 0;
}

export function limitsOf(game: GameWithVendor): { minBet: number; maxBet: number; betSteps: number[] } {
  const minBet = Math.min(MAX_BET, Math.max(MIN_BET, Number(game.min_bet)));
  const betSteps = [minBet, ...BET_STEPS.filter((step) => step > minBet && step <= MAX_BET)];
  return { minBet, maxBet: MAX_BET, betSteps };
}

/** `GET /wps/game/inhouse/session`. */
export async function gameSession(ctx: AppContext, caller: Caller, open: TicketSession): Promise<GameSession> {
  const seed = await ensureSeed(ctx.db, seedOwner(open.launch));
  const [game] = await gameItems(ctx.db, [open.game], caller.language, open.launch.member_id);
  const session = {
    ticket: open.ticket,
    mode: open.launch.mode as LaunchMode,
    game: game!,
    balance: await balanceIn(ctx.db, open.launch),
    currencySymbol: CURRENCY_SYMBOL,
    decimals: CURRENCY_DECIMALS,
    fair: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce },
    limits: limitsOf(open.game),
  };
  switch (open.engine) {
    case 'slot':
      return { ...session, engine: 'slot', rules: rulesOf('slot') };
    case 'dice':
      return { ...session, engine: 'dice', rules: rulesOf('dice') };
    case 'crash':
      return { ...session, engine: 'crash', rules: rulesOf('crash') };
  }
}

export function toRound(row: RoundWithSeed): GameRound {
  return {
    roundId: row.id,
    nonce: row.nonce,
    bet: Number(row.bet),
    payout: Number(row.payout),
    multiplier: row.multiplier,
    result: JSON.parse(row.result) as EngineResult,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    createdAt: row.created_at,
  };
}

/** The bet limits and the engine's choices (present for its engine): 400 validation.failed naming the field. */
export function checkRoundInput(open: Pick<TicketSession, 'game' | 'engine'>, input: RoundInput): RoundChoices {
  const { minBet, maxBet } = limitsOf(open.game);
  checkAmount(input.bet, { min: minBet, max: maxBet }, 'bet', 'validation.bet', formatMoney);
  if (open.engine === 'dice') {
    if (!input.dice) throw validationFailed('dice', 'validation.required');
    return { dice: { target: input.dice.target, over: input.dice.over } };
  }
  if (open.engine === 'crash') {
    if (!input.crash) throw validationFailed('crash', 'validation.required');
    return { crash: { cashOut: input.crash.cashOut } };
  }
  return {};
}

/** Takes the next nonce of the owner's active pair (re-reading it if it was rotated meanwhile). */
export async function nextNonce(trx: Trx, owner: SeedOwner) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seed = await ensureSeed(trx, owner);
    const taken = await takeNonce(trx, seed.id);
    if (taken) return { seed: taken, nonce: taken.nonce - 1 };
  }
  throw new Error('the seed pair kept changing under the round');
}

/**
 * One round inside the caller's transaction: the first round of a requestId is answered again
 * without moving anything; otherwise the nonce is taken, the engine plays, the round is stored and
 * the money settles: real mode through the ledger (bet −bet, payout +payout) with a bet record, demo
 * mode on the ticket's credits. A balance that does not cover the bet throws wallet.insufficient, and
 * the caller's transaction rolls back whatever was written. The seed of the demo winners calls it too.
 */
export async function settleRound(
  trx: Trx,
  ctx: AppContext,
  open: TicketSession,
  input: RoundInput,
  choices: RoundChoices,
  /** When the round is played: now, but for the demo seed, which lays the team's history over past days. */
  now: IsoTime = isoNow(),
): Promise<PlayRoundAnswer> {
  const { launch, game, engine } = open;
  const first = await findRoundByRequest(trx, launch.id, input.requestId);
  if (first) return { round: toRound(first), balance: await balanceIn(trx, launch) };

  const { seed, nonce } = await nextNonce(trx, seedOwner(launch));
  const outcome = play(engine, { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }, input.bet, choices);
  const payout = payoutOf(input.bet, outcome.multiplier);
  const row = await insertRound(trx, {
    launch_id: launch.id,
    member_id: launch.member_id,
    game_id: game.id,
    seed_id: seed.id,
    nonce,
    engine,
    mode: launch.mode,
    request_id: input.requestId,
    bet: input.bet,
    multiplier: outcome.multiplier,
    payout,
    params: JSON.stringify(choices),
    result: JSON.stringify(outcome.result),
    created_at: now,
  });

  let balance: number;
  if (launch.mode === 'real' && launch.member_id !== null) {
    const memberId = launch.member_id;
    const reference = `round:${row.id}`;
    let posted = await ctx.ledger.postInTransaction(trx, { memberId, amount: -input.bet, kind: 'bet', reference, idempotencyKey: `${reference}:bet`, at: now });
    if (payout > 0) {
      posted = await ctx.ledger.postInTransaction(trx, { memberId, amount: payout, kind: 'payout', reference, idempotencyKey: `${reference}:payout`, at: now });
    }
    balance = posted.entry.balanceAfter;
    // One bet a round: nothing on the same round can offset it, so its whole stake is at risk.
    const validBet = input.bet;
    await insertBetRecord(trx, {
      merchant_id: launch.merchant_id,
      member_id: memberId,
      game_id: game.id,
      vendor_code: game.vendor_code,
      game_type: game.game_type,
      round_id: row.id,
      bet_amount: input.bet,
      valid_bet: validBet,
      payout,
      win_loss: payout - input.bet,
      status: 'settled',
      created_at: now,
    });
    // The team reports' day figures move with the bet record (agent/day-totals.ts).
    await countBet(trx, memberId, { betAmount: input.bet, validBet, payout }, now);
  } else {
    const after = await applyDemoRound(trx, launch.id, input.bet, payout);
    if (after === undefined) throw insufficientFunds();
    balance = after;
  }
  return {
    round: toRound({ ...row, server_seed: seed.server_seed, server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, revealed_at: null }),
    balance,
  };
}

/** `POST /wps/game/inhouse/round`: one transaction; a lost race on the requestId answers the winner's round. */
export async function playRound(ctx: AppContext, caller: Caller, open: TicketSession, input: RoundInput): Promise<PlayRoundAnswer> {
  const choices = checkRoundInput(open, input);
  // The game may have gone under maintenance since the launch (a repeat of a played round still answers).
  const game = await findGameById(ctx.db, open.game.id);
  if (!game || isUnderMaintenance(game)) {
    const first = await findRoundByRequest(ctx.db, open.launch.id, input.requestId);
    if (first) return { round: toRound(first), balance: await balanceIn(ctx.db, open.launch) };
    throw await maintenanceError(ctx.db, caller.language, open.launch.member_id);
  }
  // A member who owes its downline a salary or dividend bets nothing until it is paid (contract/).
  if (open.launch.member_id !== null) await assertNotFrozen(ctx.db, open.launch.member_id);
  try {
    return await ctx.db.transaction().execute((trx) => settleRound(trx, ctx, { ...open, game }, input, choices));
  } catch (error) {
    // Two requests with one requestId raced: the loser's insert hit the unique (launch, request) index
    // and its whole transaction (nonce, money) rolled back. Answer the winner's round.
    if (!isUniqueViolation(error)) throw error;
    const first = await findRoundByRequest(ctx.db, open.launch.id, input.requestId);
    if (!first) throw error;
    return { round: toRound(first), balance: await balanceIn(ctx.db, open.launch) };
  }
}

/** `POST /wps/game/inhouse/seed`: reveals the active pair and starts a new one (nonce 0). */
export async function rotateSeed(ctx: AppContext, open: TicketSession, clientSeed: string | undefined): Promise<SeedRotation> {
  const owner = seedOwner(open.launch);
  return ctx.db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await ensureSeed(trx, owner);
      // A rocket in the air was dealt from this pair: its crash point must stay hidden until it lands.
      if (await hasOpenFlight(trx, current.id, ctx.config.now())) throw new ApiError(409, 'game.flight.open', 'game.flight.open');
      const now = isoNow();
      const revealed = await revealSeed(trx, current.id, now);
      if (!revealed) continue;
      await revealOtherActiveSeeds(trx, owner, now);
      const serverSeed = newServerSeed();
      const next = await insertSeed(trx, owner, { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed: clientSeed ?? newClientSeed(), now });
      return {
        revealed: {
          serverSeed: revealed.server_seed,
          serverSeedHash: revealed.server_seed_hash,
          clientSeed: revealed.client_seed,
          // The nonce of the last round played with the pair; −1 when none was.
          lastNonce: revealed.nonce - 1,
        },
        next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nonce: 0 },
      };
    }
    throw new Error('the seed pair kept changing under the rotation');
  });
}

/** `GET /wps/game/inhouse/rounds`: a demo ticket's rounds, or the member's real rounds of this game. */
export async function roundHistory(ctx: AppContext, open: TicketSession, limit: number): Promise<GameRoundList> {
  const { launch } = open;
  const scope = launch.mode === 'real' && launch.member_id !== null ? { memberId: launch.member_id, gameId: launch.game_id } : { launchId: launch.id };
  return { list: (await listRounds(ctx.db, scope, limit)).map(toRound) };
}

/** `GET /wps/game/inhouse/verify`: stateless. `bet` (default the minimum) only sizes a slot's line payouts. */
export function verifyRound(input: VerifyRoundQuery): VerifyRoundAnswer {
  const fair = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  let choices: RoundChoices = {};
  if (input.engine === 'dice') {
    if (input.target === undefined) throw validationFailed('target', 'validation.required');
    if (input.over === undefined) throw validationFailed('over', 'validation.required');
    choices = { dice: { target: input.target, over: input.over } };
  } else if (input.engine === 'crash') {
    if (input.cashOut === undefined) throw validationFailed('cashOut', 'validation.required');
    choices = { crash: { cashOut: input.cashOut } };
  }
  const outcome = verify(input.engine, fair, input.bet ?? MIN_BET, choices);
  return { serverSeedHash: outcome.serverSeedHash, result: outcome.result, multiplier: outcome.multiplier };
}

/** Reads a round back (tests and the seed). */
export async function roundById(db: Db, id: number): Promise<GameRound> {
  return toRound(await findRoundById(db, id));
}
