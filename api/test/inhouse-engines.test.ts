import { createHash, createHmac } from 'node:crypto';
import {
  crashPointOf,
  diceMultiplier,
  evaluateLine,
  payoutOf,
  play,
  playCrash,
  playDice,
  playSlot,
  rulesOf,
  SLOT_LINES,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  verify,
  WILD,
} from '../src/inhouse/engines';
import { fairFloat, serverSeedHash } from '../src/inhouse/fair';

const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const CLIENT_SEED = 'player-seed';

/** Mean and standard error of the return per unit bet over n rounds. */
function measure(n: number, returnOf: (nonce: number) => number): { mean: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < n; nonce += 1) {
    const r = returnOf(nonce);
    sum += r;
    squares += r * r;
  }
  const mean = sum / n;
  return { mean, se: Math.sqrt((squares / n - mean * mean) / n) };
}

describe('provably fair randomness', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce), first 13 hex digits over 16^13', () => {
    const digest = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7`).digest('hex');
    expect(fairFloat(SERVER_SEED, CLIENT_SEED, 7)).toBe(parseInt(digest.slice(0, 13), 16) / 16 ** 13);
    const reel = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:7:3`).digest('hex');
    expect(fairFloat(SERVER_SEED, CLIENT_SEED, 7, 3)).toBe(parseInt(reel.slice(0, 13), 16) / 16 ** 13);
  });

  it('stays in [0, 1) and shows sha256 of the server seed', () => {
    for (let nonce = 0; nonce < 1000; nonce += 1) {
      const f = fairFloat(SERVER_SEED, CLIENT_SEED, nonce);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect(serverSeedHash(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
  });
});

describe('dice', () => {
  it('pays floor(9900 / chance)', () => {
    expect(diceMultiplier({ target: 50, over: false })).toBe(198);
    expect(diceMultiplier({ target: 50, over: true })).toBe(198);
    expect(diceMultiplier({ target: 2, over: false })).toBe(4950);
    expect(diceMultiplier({ target: 2, over: true })).toBe(101);
    expect(diceMultiplier({ target: 98, over: true })).toBe(4950);
    expect(diceMultiplier({ target: 7, over: false })).toBe(1414);
  });

  it('rolls floor(float × 10000): under wins below target×100, over at or above it', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const roll = Math.floor(fairFloat(SERVER_SEED, CLIENT_SEED, nonce) * 10000);
      const under = playDice({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, { target: 40, over: false });
      const over = playDice({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, { target: 40, over: true });
      expect(under.result).toEqual({ roll, target: 40, over: false, win: roll < 4000 });
      expect(under.multiplier).toBe(roll < 4000 ? 247 : 0);
      expect(over.result.win).toBe(roll >= 4000);
      expect(over.multiplier).toBe(roll >= 4000 ? 165 : 0);
    }
  });

  it.each([
    [50, false],
    [25, true],
    [80, false],
    [10, true],
  ])('returns about 99 %% (target %i, over %s) over 200k rolls', (target, over) => {
    const { mean, se } = measure(200_000, (nonce) => playDice({ serverSeed: SERVER_SEED, clientSeed: `dice-${target}`, nonce }, { target, over }).multiplier / 100);
    const expected = (diceMultiplier({ target, over }) / 100) * ((over ? 100 - target : target) / 100);
    expect(Math.abs(mean - expected)).toBeLessThan(4 * se);
    expect(mean).toBeGreaterThan(0.97);
    expect(mean).toBeLessThan(1.01);
  });
});

describe('crash', () => {
  it('computes min(100000, max(100, floor(99 / (1 − float))))', () => {
    expect(crashPointOf(0)).toBe(100);
    expect(crashPointOf(0.005)).toBe(100);
    expect(crashPointOf(0.5)).toBe(198);
    expect(crashPointOf(0.75)).toBe(396);
    expect(crashPointOf(0.9999999)).toBe(100000);
  });

  it('wins the cash-out when the crash point reaches it', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const fair = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce };
      const point = crashPointOf(fairFloat(SERVER_SEED, CLIENT_SEED, nonce));
      const { result, multiplier } = playCrash(fair, { cashOut: 150 });
      expect(result).toEqual({ crashPoint: point, cashOut: 150, win: point >= 150 });
      expect(multiplier).toBe(point >= 150 ? 150 : 0);
    }
  });

  it.each([101, 200, 500])('returns about 99 %% with cash-out %i over 200k rounds', (cashOut) => {
    const { mean, se } = measure(200_000, (nonce) => playCrash({ serverSeed: SERVER_SEED, clientSeed: `crash-${cashOut}`, nonce }, { cashOut }).multiplier / 100);
    expect(Math.abs(mean - 0.99)).toBeLessThan(4 * se);
  });
});

describe('slot', () => {
  it('has 5 strips, 20 distinct paylines and pays that keep the multiplier an integer', () => {
    expect(SLOT_STRIPS).toHaveLength(5);
    expect(new Set(SLOT_LINES.map((line) => line.join())).size).toBe(20);
    for (const symbol of SLOT_SYMBOLS) for (const pay of symbol.pays) expect(pay % 20).toBe(0);
    const ids = new Set(SLOT_SYMBOLS.map((symbol) => symbol.id));
    for (const strip of SLOT_STRIPS) for (const id of strip) expect(ids.has(id)).toBe(true);
    expect(rulesOf('slot')).toMatchObject({ reels: 5, rows: 3, strips: SLOT_STRIPS, lines: SLOT_LINES });
  });

  it('evaluates a line left to right, with WILD standing for any symbol', () => {
    expect(evaluateLine(['BAR', 'BAR', 'BAR', 'LEMON', 'BAR'])).toEqual({ symbol: 'BAR', count: 3, pay: 5000 });
    expect(evaluateLine([WILD, 'BELL', WILD, 'BELL', 'CHERRY'])).toEqual({ symbol: 'BELL', count: 4, pay: 10000 });
    expect(evaluateLine([WILD, WILD, WILD, 'CHERRY', 'LEMON'])).toEqual({ symbol: WILD, count: 3, pay: 10000 });
    expect(evaluateLine([WILD, WILD, WILD, WILD, WILD])).toEqual({ symbol: WILD, count: 5, pay: 200000 });
    expect(evaluateLine(['LEMON', 'LEMON', 'CHERRY', 'LEMON', 'LEMON'])).toBeNull();
  });

  it('shows the stop and the next two stops, and sums the line wins into the multiplier', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const fair = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce };
      const { result, multiplier } = playSlot(fair, 2000);
      const stops = SLOT_STRIPS.map((strip, reel) => Math.floor(fairFloat(SERVER_SEED, CLIENT_SEED, nonce, reel) * strip.length));
      expect(result.grid).toEqual([0, 1, 2].map((row) => SLOT_STRIPS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length])));
      const pays = result.wins.map((win) => evaluateLine(SLOT_LINES[win.line]!.map((row, reel) => result.grid[row]![reel]!))!.pay);
      expect(multiplier).toBe(pays.reduce((a, b) => a + b, 0) / 20);
      // A bet that is a multiple of 20: the line payouts add up to the round's payout exactly.
      expect(result.wins.reduce((sum, win) => sum + win.payout, 0)).toBe(payoutOf(2000, multiplier));
    }
  });

  it('returns 96 % exactly (every line enumerated) and about that over 200k spins', () => {
    // Every reel's symbol is uniform over its strip whatever the row, so each line has the same
    // expected pay: enumerate the 8^5 symbol combinations of one line with their probabilities.
    const ids = SLOT_SYMBOLS.map((symbol) => symbol.id);
    const probability = SLOT_STRIPS.map((strip) => ids.map((id) => strip.filter((s) => s === id).length / strip.length));
    let exact = 0;
    const combo = (reel: number, symbols: string[], p: number): void => {
      if (p === 0) return;
      if (reel === 5) {
        exact += (p * (evaluateLine(symbols)?.pay ?? 0)) / 100;
        return;
      }
      ids.forEach((id, i) => combo(reel + 1, [...symbols, id], p * probability[reel]![i]!));
    };
    combo(0, [], 1);
    expect(exact).toBeGreaterThan(0.955);
    expect(exact).toBeLessThan(0.965);

    let hits = 0;
    const { mean, se } = measure(200_000, (nonce) => {
      const { multiplier } = playSlot({ serverSeed: SERVER_SEED, clientSeed: 'slot-rtp', nonce }, 2000);
      if (multiplier > 0) hits += 1;
      return multiplier / 100;
    });
    expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
    expect(Math.abs(mean - 0.96)).toBeLessThan(0.03);
    // A spin wins something about half the time or more: the game feels alive.
    expect(hits / 200_000).toBeGreaterThan(0.4);
    console.log(`slot RTP exact ${(exact * 100).toFixed(2)} %, simulated ${(mean * 100).toFixed(2)} % ± ${(se * 100).toFixed(2)}, hit rate ${((hits / 200_000) * 100).toFixed(1)} %`);
  });
});

describe('verify', () => {
  it('recomputes what play gave, with the seed hash', () => {
    const fair = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 42 };
    expect(verify('dice', fair, 100, { dice: { target: 30, over: true } })).toEqual({ serverSeedHash: serverSeedHash(SERVER_SEED), ...play('dice', fair, 100, { dice: { target: 30, over: true } }) });
    expect(verify('crash', fair, 100, { crash: { cashOut: 250 } }).result).toEqual(playCrash(fair, { cashOut: 250 }).result);
    expect(verify('slot', fair, 500, {})).toMatchObject(playSlot(fair, 500));
  });

  it('payout is floor(bet × multiplier / 100)', () => {
    expect(payoutOf(100, 198)).toBe(198);
    expect(payoutOf(333, 247)).toBe(822);
    expect(payoutOf(1_000_000, 100000)).toBe(1_000_000_000);
  });
});
