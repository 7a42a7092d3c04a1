import { http, type GameEngine, type GameItem, type LanguageCode } from '@portal/shared';

// The calls of the game page (docs/wire-contract.md, "Calls of the games" and "In-house games").
// Money is integer minor units everywhere; multipliers, pays, crash points and cash-outs are ×100.

export type PlayMode = 'real' | 'demo';

export interface LaunchAnswer {
  ticket: string;
  /** `/seamless?ticket=<ticket>` for the in-house adapter; a connected vendor would give its own URL. */
  url: string;
  mode: PlayMode;
  engine: GameEngine;
  nodeId: string;
}

/** `value` of a `game.maintenance` launch error. */
export interface MaintenanceValue {
  hotGames: GameItem[];
}

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface BetLimits {
  minBet: number;
  maxBet: number;
  betSteps: number[];
}

export interface SlotSymbol {
  id: string;
  /** [x3, x4, x5], ×100 of the line bet (line bet = bet / 20). */
  pays: number[];
}

export interface SlotRules {
  reels: number;
  rows: number;
  /** One symbol strip per reel; the grid shows the stop and the next two. */
  strips: string[][];
  /** 20 paylines, a row index per reel. */
  lines: number[][];
  symbols: SlotSymbol[];
  /** Beyond the contract: the symbol that stands in for any other, when the game has one. */
  wild?: string;
}

export interface DiceRules {
  houseEdge: number;
  minTarget: number;
  maxTarget: number;
}

export interface CrashRules {
  houseEdge: number;
  minCashOut: number;
  maxCashOut: number;
}

export interface SlotWin {
  line: number;
  symbol: string;
  count: number;
  payout: number;
}

export interface SlotResult {
  /** 3 rows of 5 symbol ids. */
  grid: string[][];
  wins: SlotWin[];
}

export interface DiceResult {
  /** 0–9999, shown as 0.00–99.99. */
  roll: number;
  target: number;
  over: boolean;
  win: boolean;
}

export interface CrashResult {
  crashPoint: number;
  cashOut: number;
  win: boolean;
}

export type RoundResult = SlotResult | DiceResult | CrashResult;

export interface Round<R extends RoundResult = RoundResult> {
  roundId: string | number;
  nonce: number;
  bet: number;
  payout: number;
  /** ×100: 250 = 2.50×. */
  multiplier: number;
  result: R;
  serverSeedHash: string;
  /** Null until the seed pair has been revealed. */
  serverSeed: string | null;
  clientSeed: string;
  createdAt: string;
}

interface SessionBase {
  ticket: string;
  mode: PlayMode;
  game: GameItem;
  /** The wallet for real, the ticket's credits for demo. */
  balance: number;
  currencySymbol: string;
  decimals: number;
  fair: FairState;
  limits: BetLimits;
}

export type SlotSession = SessionBase & { engine: 'slot'; rules: SlotRules };
export type DiceSession = SessionBase & { engine: 'dice'; rules: DiceRules };
export type CrashSession = SessionBase & { engine: 'crash'; rules: CrashRules };
export type GameSession = SlotSession | DiceSession | CrashSession;

export interface RoundRequest {
  ticket: string;
  bet: number;
  requestId: string;
  dice?: { target: number; over: boolean };
  crash?: { cashOut: number };
}

export interface RoundAnswer {
  round: Round;
  balance: number;
}

export interface SeedRotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number };
  next: FairState;
}

export interface VerifyRequest {
  engine: GameEngine;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  target?: number;
  over?: boolean;
  cashOut?: number;
  /** Minor units; makes a slot's recomputed line payouts those of the round. */
  bet?: number;
}

export interface VerifyAnswer {
  serverSeedHash: string;
  result: RoundResult;
  multiplier: number;
}

export const ROUNDS_LIMIT = 20;

/** T call: a member's launch; answers the ticket URL to go to. */
export const launchGame = (nodeId: string, language: LanguageCode) =>
  http.post<LaunchAnswer>('/wps/game/launchGame', { nodeId, language }, { auth: true });

// The ticket is the credential; a real ticket also needs its member's token, so it is sent when there is one.
export const fetchGameSession = (ticket: string, signal?: AbortSignal) =>
  http.get<GameSession>('/wps/game/inhouse/session', { auth: 'optional', params: { ticket }, signal });

export const playRound = (request: RoundRequest) => http.post<RoundAnswer>('/wps/game/inhouse/round', request, { auth: 'optional' });

export const rotateSeed = (ticket: string, clientSeed?: string) =>
  http.post<SeedRotation>('/wps/game/inhouse/seed', clientSeed ? { ticket, clientSeed } : { ticket }, { auth: 'optional' });

export const fetchRounds = (ticket: string, limit = ROUNDS_LIMIT) =>
  http.get<{ list: Round[] }>('/wps/game/inhouse/rounds', { auth: 'optional', params: { ticket, limit } });

/** Stateless: the round recomputed from its seeds. */
export const verifyRound = (request: VerifyRequest) =>
  http.get<VerifyAnswer>('/wps/game/inhouse/verify', { params: { ...request } });
