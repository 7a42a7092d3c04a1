import { crashChance, diceChance, diceMultiplier, formatChance, formatRoll, initialGrid, parseCashOut, payoutOf, usableSteps, winningCells } from './math';
import { crashMultiplierAt, crashReachedAt } from '@portal/shared/contracts';
import { symbolFaces } from './slotSymbols';

test('dice numbers follow the contract', () => {
  expect(diceMultiplier(diceChance(50, false))).toBe(198);
  expect(diceMultiplier(diceChance(75, true))).toBe(396);
  expect(diceMultiplier(diceChance(98, false))).toBe(101);
  expect(diceMultiplier(diceChance(2, false))).toBe(4950);
  expect(payoutOf(333, 198)).toBe(659);
  expect(formatRoll(0)).toBe('0.00');
  expect(formatRoll(9999)).toBe('99.99');
});

test('crash cash-outs are parsed into ×100 inside the limits', () => {
  expect(parseCashOut('2', 101, 100000)).toBe(200);
  expect(parseCashOut(' 1.01 ', 101, 100000)).toBe(101);
  expect(parseCashOut('1000.00', 101, 100000)).toBe(100000);
  expect(parseCashOut('1.00', 101, 100000)).toBeNull();
  expect(parseCashOut('1.005', 101, 100000)).toBeNull();
  expect(parseCashOut('abc', 101, 100000)).toBeNull();
  expect(formatChance(crashChance(200))).toBe('49.5');
  expect(formatChance(crashChance(300))).toBe('33');
});

test('the rocket climbs on the published curve: 1.00× at its start, 2.00× after about 11.6 s, 1000.00× at most', () => {
  expect(crashMultiplierAt(0)).toBe(100);
  expect(crashReachedAt(200)).toBe(11553);
  expect(crashMultiplierAt(11552)).toBe(199);
  expect(crashMultiplierAt(11553)).toBe(200);
  expect(crashMultiplierAt(10 * 60_000)).toBe(100000);
});

test('bet steps are kept inside the limits, sorted, without repeats', () => {
  expect(usableSteps([500, 100, 50, 100, 2000000], 100, 1000000)).toEqual([100, 500]);
  expect(usableSteps([], 100, 1000000)).toEqual([100]);
});

test('slot grids and winning cells', () => {
  expect(initialGrid([['a', 'b', 'c', 'd'], ['e', 'f', 'g']], 3)).toEqual([
    ['a', 'e'],
    ['b', 'f'],
    ['c', 'g'],
  ]);
  const lines = [
    [1, 1, 1, 1, 1],
    [0, 1, 2, 1, 0],
  ];
  expect([...winningCells(lines, [{ line: 0, symbol: 'C', count: 3 }])]).toEqual(['1:0', '1:1', '1:2']);
  expect([...winningCells(lines, [{ line: 1, symbol: 'C', count: 5 }])]).toEqual(['0:0', '1:1', '2:2', '1:3', '0:4']);
});

test('every symbol gets a distinct face, known or not', () => {
  const faces = symbolFaces(['CHERRY', 'SEVEN', 'WILD', 'mystery', 'other', 'cherries'].map((id) => ({ id, pays: [1, 2, 3] })));
  const glyphs = [...faces.values()].map((face) => face.glyph);
  expect(new Set(glyphs).size).toBe(6);
  expect(faces.get('CHERRY')).toMatchObject({ kind: 'emoji', glyph: '🍒', name: 'Cherry' });
  expect(faces.get('SEVEN')).toMatchObject({ kind: 'letter', glyph: '7' });
});
