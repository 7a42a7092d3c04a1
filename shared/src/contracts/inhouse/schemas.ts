// The built-in vendor adapter: launches and the in-house game session (docs/wire-contract.md,
// "In-house games"). Money is integer minor units; multipliers, pays, crash points and cash-outs ×100.
import { Type, type Static } from '@sinclair/typebox';
import { GameEngine, GameItem } from '../games/schemas';
import { CRASH_FLIGHT_STATES, CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT, DICE_MAX_TARGET, DICE_MIN_TARGET, LAUNCH_MODES } from './constants';

const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();

const Ticket = Type.String({ minLength: 1, maxLength: 128 });
const NodeId = Type.String({ minLength: 1, maxLength: 64 });
/** 8–64 of [A-Za-z0-9-]: the same id again answers the first round. */
const RoundRequestId = Type.String({ minLength: 1, pattern: '^[A-Za-z0-9-]{8,64}$' });
/** 1–64 printable ASCII characters. */
const ClientSeed = Type.String({ minLength: 1, pattern: '^[\\x20-\\x7E]{1,64}$' });
/** The range (100 to 1,000,000, or the game's higher minimum) is the service's: its message names the limits. */
const Bet = Type.Integer();
const DiceTarget = Type.Integer({ minimum: DICE_MIN_TARGET, maximum: DICE_MAX_TARGET });
const CashOut = Type.Integer({ minimum: CRASH_MIN_CASH_OUT, maximum: CRASH_MAX_CASH_OUT });

/**
 * An engine's document (its rules, a round's result): sent whole, so the wire schema is an open
 * object; the type says what each engine sends.
 */
const EngineDocument = <T>() => Type.Unsafe<T>({ type: 'object', additionalProperties: true });

export const LaunchMode = Type.Unsafe<(typeof LAUNCH_MODES)[number]>({ type: 'string', enum: [...LAUNCH_MODES] });
export type LaunchMode = Static<typeof LaunchMode>;

/** `launchGame` (T): a member's launch. */
export const GameLaunchBody = Type.Object(
  { nodeId: NodeId, language: Type.Optional(Type.String({ maxLength: 8 })), platform: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type GameLaunchBody = Static<typeof GameLaunchBody>;

/** The free-play login (E): spec §7 sends os and platform W with it. */
export const FreePlayBody = Type.Object(
  {
    nodeId: NodeId,
    os: Type.Optional(Type.String({ maxLength: 32 })),
    platform: Type.Optional(Type.Unsafe<'W'>({ type: 'string', enum: ['W'] })),
  },
  { additionalProperties: false },
);
export type FreePlayBody = Static<typeof FreePlayBody>;

/** A launch: the ticket and the URL to go to (`/seamless?ticket=<ticket>` for the in-house adapter). */
export const GameLaunch = Type.Object({ ticket: Str, url: Str, mode: LaunchMode, engine: GameEngine, nodeId: Str });
export type GameLaunch = Static<typeof GameLaunch>;

/** The `value` of a `game.maintenance` launch error: up to 8 hot games that can be played instead. */
export const GameMaintenance = Type.Object({ hotGames: Type.Array(GameItem) });
export type GameMaintenance = Static<typeof GameMaintenance>;

export const GameTicketQuery = Type.Object({ ticket: Ticket });
export type GameTicketQuery = Static<typeof GameTicketQuery>;

/** The active seed pair: the hash of the server seed, the client seed, the nonce the next round uses. */
export const FairState = Type.Object({ serverSeedHash: Str, clientSeed: Str, nonce: Int });
export type FairState = Static<typeof FairState>;

export const BetLimits = Type.Object({ minBet: Int, maxBet: Int, betSteps: Type.Array(Int) });
export type BetLimits = Static<typeof BetLimits>;

export const SlotSymbol = Type.Object({
  id: Str,
  /** [x3, x4, x5], ×100 of the line bet (line bet = bet / 20). */
  pays: Type.Array(Int),
});
export type SlotSymbol = Static<typeof SlotSymbol>;

export const SlotRules = Type.Object({
  reels: Int,
  rows: Int,
  /** One symbol strip per reel; the grid shows the stop and the next two. */
  strips: Type.Array(Type.Array(Str)),
  /** 20 paylines, a row index per reel. */
  lines: Type.Array(Type.Array(Int)),
  symbols: Type.Array(SlotSymbol),
  /** Beyond the spec's shape: the symbol that stands in for any other, when the game has one. */
  wild: Type.Optional(Str),
});
export type SlotRules = Static<typeof SlotRules>;

/** Percent. */
export const DiceRules = Type.Object({ houseEdge: Int, minTarget: Int, maxTarget: Int });
export type DiceRules = Static<typeof DiceRules>;

/**
 * ×100. `growthPerMs`: the rocket's curve, m(t) = floor(100 · e^(growthPerMs · t)) ×100 at t ms after
 * the flight's server start (CRASH_GROWTH_PER_MS, `crashMultiplierAt`).
 */
export const CrashRules = Type.Object({ houseEdge: Int, minCashOut: Int, maxCashOut: Int, growthPerMs: Type.Number() });
export type CrashRules = Static<typeof CrashRules>;

export const SlotWin = Type.Object({
  /** Index of the payline in `rules.lines`. */
  line: Int,
  symbol: Str,
  count: Int,
  /** Minor units. */
  payout: Int,
});
export type SlotWin = Static<typeof SlotWin>;

export const SlotResult = Type.Object({
  /** 3 rows of 5 symbol ids. */
  grid: Type.Array(Type.Array(Str)),
  wins: Type.Array(SlotWin),
});
export type SlotResult = Static<typeof SlotResult>;

export const DiceResult = Type.Object({
  /** 0–9999, shown as 0.00–99.99. */
  roll: Int,
  target: Int,
  over: Bool,
  win: Bool,
});
export type DiceResult = Static<typeof DiceResult>;

export const CrashResult = Type.Object({
  /** ×100: where the multiplier stopped. */
  crashPoint: Int,
  /**
   * ×100: the exit taken (the automatic target, or the multiplier of a manual cash-out); a flight lost
   * without an automatic target records the first exit past the crash point, so verifying it with this
   * value recomputes the loss.
   */
  cashOut: Int,
  win: Bool,
});
export type CrashResult = Static<typeof CrashResult>;

export type RoundResult = SlotResult | DiceResult | CrashResult;

/** One round; `multiplier` ×100 (250 = 2.50×), `payout` = floor(bet × multiplier / 100). */
export const GameRound = Type.Object({
  roundId: Int,
  nonce: Int,
  bet: Int,
  payout: Int,
  multiplier: Int,
  result: EngineDocument<RoundResult>(),
  serverSeedHash: Str,
  /** Null until the seed pair has been revealed. */
  serverSeed: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  clientSeed: Str,
  createdAt: Str,
});
/** A round, with the result of one engine when the caller knows which. */
export type GameRound<R extends RoundResult = RoundResult> = Omit<Static<typeof GameRound>, 'result'> & { result: R };

export const PlayRoundBody = Type.Object(
  {
    ticket: Ticket,
    bet: Bet,
    requestId: RoundRequestId,
    dice: Type.Optional(Type.Object({ target: DiceTarget, over: Bool }, { additionalProperties: false })),
    crash: Type.Optional(Type.Object({ cashOut: CashOut }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type PlayRoundBody = Static<typeof PlayRoundBody>;

export const PlayRoundAnswer = Type.Object({ round: GameRound, balance: Int });
export type PlayRoundAnswer = Static<typeof PlayRoundAnswer>;

export const CrashFlightState = Type.Unsafe<(typeof CRASH_FLIGHT_STATES)[number]>({ type: 'string', enum: [...CRASH_FLIGHT_STATES] });
export type CrashFlightState = Static<typeof CrashFlightState>;

/** Starts a rocket flight: the stake leaves at once; `autoCashOut` (×100) is the optional safety exit. */
export const StartCrashBody = Type.Object(
  { ticket: Ticket, bet: Bet, requestId: RoundRequestId, autoCashOut: Type.Optional(CashOut) },
  { additionalProperties: false },
);
export type StartCrashBody = Static<typeof StartCrashBody>;

/** A flight of the ticket, by its round id: to cash out, or to read it. */
export const CrashFlightBody = Type.Object({ ticket: Ticket, roundId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type CrashFlightBody = Static<typeof CrashFlightBody>;

export const CrashFlightQuery = Type.Object({ ticket: Ticket, roundId: Type.Integer({ minimum: 1 }) });
export type CrashFlightQuery = Static<typeof CrashFlightQuery>;

/**
 * A rocket flight. Times are the server's, in epoch ms: the client draws m(now − startedAt) with its
 * offset to `serverNow`, and never sends a time or a multiplier. The crash point stays hidden until
 * the flight ends; then `round` is the settled round (its result's crashPoint, cashOut and win).
 */
const CrashFlightWire = Type.Object({
  roundId: Int,
  state: CrashFlightState,
  bet: Int,
  autoCashOut: Type.Union([Int, Type.Null()]),
  startedAt: Int,
  serverNow: Int,
  round: Type.Union([GameRound, Type.Null()]),
});
/** The settled round's result is a crash result. */
export const CrashFlight = Type.Unsafe<Omit<Static<typeof CrashFlightWire>, 'round'> & { round: GameRound<CrashResult> | null }>(CrashFlightWire);
export type CrashFlight = Static<typeof CrashFlight>;

/** The wire shape of a session: `rules` travel whole as an open object (see EngineDocument). */
const GameSessionWire = Type.Object({
  ticket: Str,
  mode: LaunchMode,
  engine: GameEngine,
  game: GameItem,
  /** The wallet for real, the ticket's credits for demo. */
  balance: Int,
  currencySymbol: Str,
  decimals: Int,
  fair: FairState,
  limits: BetLimits,
  rules: EngineDocument<SlotRules | DiceRules | CrashRules>(),
  /** Crash only: the ticket's flight still in the air (a reload finds its cash-out), else null. */
  flight: Type.Optional(Type.Union([CrashFlightWire, Type.Null()])),
});
type SessionBase = Omit<Static<typeof GameSessionWire>, 'engine' | 'rules' | 'flight'>;

export type SlotSession = SessionBase & { engine: 'slot'; rules: SlotRules };
export type DiceSession = SessionBase & { engine: 'dice'; rules: DiceRules };
export type CrashSession = SessionBase & { engine: 'crash'; rules: CrashRules; flight?: CrashFlight | null };

/** `GET /wps/game/inhouse/session`: the game session a ticket opens; `rules` are its engine's. */
export const GameSession = Type.Unsafe<SlotSession | DiceSession | CrashSession>(GameSessionWire);
export type GameSession = Static<typeof GameSession>;

export const CrashFlightAnswer = Type.Object({ flight: CrashFlight, balance: Int });
export type CrashFlightAnswer = Static<typeof CrashFlightAnswer>;

export const RotateSeedBody = Type.Object({ ticket: Ticket, clientSeed: Type.Optional(ClientSeed) }, { additionalProperties: false });
export type RotateSeedBody = Static<typeof RotateSeedBody>;

/** The revealed pair (`lastNonce`: the nonce of its last round, −1 when none was played) and the new one. */
export const SeedRotation = Type.Object({
  revealed: Type.Object({ serverSeed: Str, serverSeedHash: Str, clientSeed: Str, lastNonce: Int }),
  next: FairState,
});
export type SeedRotation = Static<typeof SeedRotation>;

export const GameRoundsQuery = Type.Object({ ticket: Ticket, limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) });
export type GameRoundsQuery = Static<typeof GameRoundsQuery>;

/** Newest first, each with `serverSeed` once that seed has been revealed. */
export const GameRoundList = Type.Object({ list: Type.Array(GameRound) });
export type GameRoundList = Static<typeof GameRoundList>;

/** The seeds and choices of a round; `bet` (default the minimum) only sizes a slot's line payouts. */
export const VerifyRoundQuery = Type.Object({
  engine: GameEngine,
  serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
  clientSeed: ClientSeed,
  nonce: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  target: Type.Optional(DiceTarget),
  over: Type.Optional(Bool),
  cashOut: Type.Optional(CashOut),
  bet: Type.Optional(Type.Integer({ minimum: 100, maximum: 1_000_000 })),
});
export type VerifyRoundQuery = Static<typeof VerifyRoundQuery>;

export const VerifyRoundAnswer = Type.Object({ serverSeedHash: Str, result: EngineDocument<RoundResult>(), multiplier: Int });
export type VerifyRoundAnswer = Static<typeof VerifyRoundAnswer>;
