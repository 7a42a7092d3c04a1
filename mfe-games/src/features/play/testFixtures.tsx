// Shared by the game page's tests only (never imported by the page itself).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type GameItem, type PortalCommand, type SessionState } from '@portal/shared';
import type { CrashSession, DiceSession, GameRound, SlotSession } from '@portal/shared/contracts';
import { PlayPage } from './PlayPage';

export const guest: SessionState = { isLogin: false, isAgent: false, isTrial: false, member: null, token: null };
export const member: SessionState = { isLogin: true, isAgent: false, isTrial: false, member: { id: 7, account: 'lucky7', nickname: 'Lucky', type: 0 }, token: 'tok-1' };
export const trial: SessionState = { isLogin: true, isAgent: false, isTrial: true, member: { id: 8, account: 'try01', nickname: '', type: 4 }, token: 'tok-2' };

export function gameItem(overrides: Partial<GameItem> = {}): GameItem {
  return {
    gameId: 1,
    nodeId: 'RNG-INHOUSE-0001',
    nodeName: 'Golden Reels',
    gameName: 'Golden Reels',
    displayName: 'Golden Reels',
    showIcon: '/wps/asset/game/RNG-INHOUSE-0001.svg?v=1',
    iconUrl: '/wps/asset/game/RNG-INHOUSE-0001.svg?v=1',
    lagerIcon: '/wps/asset/game/RNG-INHOUSE-0001.svg?size=large&v=1',
    vassalage: 'INHOUSE',
    vendorName: 'In-house',
    gameType: 'RNG',
    gameCode: 'golden-reels',
    isGame: 1,
    isHot: 1,
    isNew: 0,
    subCategory: null,
    minBet: 100,
    lines: 20,
    maintenance: false,
    freePlay: true,
    demo: false,
    engine: 'slot',
    isFavorite: false,
    ...overrides,
  };
}

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

export const slotSession = (overrides: Partial<SlotSession> = {}): SlotSession => ({
  ...base,
  engine: 'slot',
  game: gameItem(),
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
  ...overrides,
});

export const diceSession = (overrides: Partial<DiceSession> = {}): DiceSession => ({
  ...base,
  engine: 'dice',
  game: gameItem({ nodeId: 'RNG-INHOUSE-0002', displayName: 'Lucky Dice', engine: 'dice' }),
  rules: { houseEdge: 1, minTarget: 2, maxTarget: 98 },
  ...overrides,
});

export const crashSession = (overrides: Partial<CrashSession> = {}): CrashSession => ({
  ...base,
  engine: 'crash',
  game: gameItem({ nodeId: 'RNG-INHOUSE-0003', displayName: 'Rocket', engine: 'crash' }),
  rules: { houseEdge: 1, minCashOut: 101, maxCashOut: 100000 },
  ...overrides,
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

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page at `url` inside a router, with the current location readable. */
export function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/seamless" element={<PlayPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** Records the commands sent on the bus until `stop()`. */
export function recordCommands() {
  const commands: PortalCommand[] = [];
  const subscription = bus.commands$.subscribe((command) => commands.push(command));
  return { commands, stop: () => subscription.unsubscribe() };
}
