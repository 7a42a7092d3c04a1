// The game page's test support: its sessions and rounds as the API answers them, its calls stood in
// for, and the page rendered at /seamless.
import type { GameItem } from '@portal/shared';
import {
  cashOutCrashFlight,
  crashFlight,
  GCS_gameLaunchFB,
  inhouseRounds,
  inhouseSession,
  launchGame,
  playInhouseRound,
  rotateInhouseSeed,
  startCrashFlight,
  verifyInhouseRound,
} from '@portal/shared/contracts';
import type { CrashSession, DiceSession, GameRound, GameSession, SlotSession } from '@portal/shared/contracts';
import { renderAt, stubEndpoints } from '@portal/shared/testing';
import { PlayPage } from '../features/play';
import { game } from './fixtures';

/** An in-house game as the API answers it, with overrides. */
export const inhouseGame = (overrides: Partial<GameItem> = {}): GameItem =>
  game({ nodeId: 'RNG-INHOUSE-0001', gameName: 'Golden Reels', vassalage: 'INHOUSE', vendorName: 'In-house', gameCode: 'golden-reels', isHot: 1, lines: 20, freePlay: true, ...overrides });

const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  ...Array.from({ length: 15 }, (_, i) => [i % 3, (i + 1) % 3, i % 3, (i + 1) % 3, i % 3]),
];
const STRIP = ['CHERRY', 'LEMON', 'SEVEN', 'BELL', 'BAR', 'WILD'];

const base = {
  ticket: 'T1',
  mode: 'real' as const,
  balance: 100000,
  currencySymbol: 'K',
  decimals: 2,
  fair: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client-1', nonce: 0 },
  limits: { minBet: 100, maxBet: 1000000, betSteps: [50, 100, 200, 500, 1000, 2000000] },
};

/** A session builder of one engine: the common fields, the engine's own, then the test's overrides. */
const sessionOf =
  <S extends GameSession>(own: Pick<S, 'engine' | 'game' | 'rules'>) =>
  (overrides: Partial<S> = {}): S =>
    ({ ...base, ...own, ...overrides }) as S;

export const slotSession = sessionOf<SlotSession>({
  engine: 'slot',
  game: inhouseGame(),
  rules: {
    reels: 5,
    rows: 3,
    strips: Array.from({ length: 5 }, () => STRIP),
    lines: LINES,
    symbols: [
      { id: 'CHERRY', pays: [50, 100, 200] },
      { id: 'LEMON', pays: [50, 100, 200] },
      { id: 'SEVEN', pays: [500, 1000, 5000] },
      { id: 'BELL', pays: [100, 200, 400] },
      { id: 'BAR', pays: [200, 400, 800] },
      { id: 'WILD', pays: [1000, 2000, 10000] },
    ],
    wild: 'WILD',
  },
});

export const diceSession = sessionOf<DiceSession>({
  engine: 'dice',
  game: inhouseGame({ nodeId: 'RNG-INHOUSE-0002', displayName: 'Lucky Dice', engine: 'dice' }),
  rules: { houseEdge: 1, minTarget: 2, maxTarget: 98 },
});

export const crashSession = sessionOf<CrashSession>({
  engine: 'crash',
  game: inhouseGame({ nodeId: 'RNG-INHOUSE-0003', displayName: 'Rocket', engine: 'crash' }),
  rules: { houseEdge: 1, minCashOut: 101, maxCashOut: 100000, growthPerMs: 0.00006 },
});

export function round<R extends GameRound['result']>(result: R, overrides: Partial<GameRound<R>> = {}): GameRound<R> {
  return {
    roundId: 1,
    nonce: 0,
    bet: 100,
    payout: 0,
    multiplier: 0,
    result,
    serverSeedHash: 'a'.repeat(64),
    serverSeed: null,
    clientSeed: 'client-1',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The game page's calls, each answered by a fresh jest mock the test sets up (its input is the call's
 * query or body); call it in `beforeEach`.
 */
export function stubGameCalls() {
  const calls = {
    launch: jest.fn(),
    fallback: jest.fn(),
    session: jest.fn(),
    round: jest.fn(),
    seed: jest.fn(),
    rounds: jest.fn(),
    verify: jest.fn(),
    crashStart: jest.fn(),
    crashCashOut: jest.fn(),
    crashFlight: jest.fn(),
  };
  stubEndpoints()
    .on(launchGame, calls.launch)
    .on(GCS_gameLaunchFB, calls.fallback)
    .on(inhouseSession, calls.session)
    .on(playInhouseRound, calls.round)
    .on(rotateInhouseSeed, calls.seed)
    .on(inhouseRounds, calls.rounds)
    .on(verifyInhouseRound, calls.verify)
    .on(startCrashFlight, calls.crashStart)
    .on(cashOutCrashFlight, calls.crashCashOut)
    .on(crashFlight, calls.crashFlight);
  return calls;
}
export type GameCalls = ReturnType<typeof stubGameCalls>;

/** The game page at `url` (`/seamless?…`); `location()` says where it went. */
export const renderPage = (url: string) => renderAt(<PlayPage />, url);
