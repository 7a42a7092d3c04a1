import type { LotteryPlayId, LotteryPrizeLine } from '@portal/shared/contracts';
import { gameByCode, playOf, type GameConfig } from '../src/lottery/games';
import { divisorOf, payoutOf, prizeUnits, selectionsOf } from '../src/lottery/plays';

/*
 * Every play's payout against results written out by hand (the engine's own plays and default odds):
 * what a bet of 1.00 (100 minor units) × 1 pays, checked against the result tables below.
 */

const NORTH: LotteryPrizeLine[] = [
  { tier: 'DB', numbers: ['12345'] },
  { tier: 'G1', numbers: ['67845'] },
  { tier: 'G2', numbers: ['11111', '22245'] },
  { tier: 'G3', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
  { tier: 'G4', numbers: ['1234', '5678', '9045', '0000'] },
  { tier: 'G5', numbers: ['1111', '2222', '3333', '4444', '5555', '6666'] },
  { tier: 'G6', numbers: ['123', '456', '789'] },
  { tier: 'G7', numbers: ['45', '67', '89', '01'] },
];
const SEA: LotteryPrizeLine[] = [
  { tier: 'P1', numbers: ['1234'] },
  { tier: 'P2', numbers: ['5678'] },
  { tier: 'P3', numbers: ['9012'] },
  { tier: 'STARTER', numbers: ['4321', '0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009'] },
  { tier: 'CONSOLATION', numbers: ['1243', '1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000'] },
];
/** Balls 3 8 0 5 9: sum 25 (big, odd). */
const FAST: LotteryPrizeLine[] = [{ tier: 'BALLS', numbers: ['3', '8', '0', '5', '9'] }];

function pays(gameCode: string, playId: LotteryPlayId, content: string, result: LotteryPrizeLine[], oddsPercent = 100): number[] {
  const game = gameByCode(gameCode) as GameConfig;
  const play = playOf(game, playId)!;
  const selections = selectionsOf(play, content);
  if (!selections) throw new Error(`${content} is not a ${playId} content`);
  return selections.map((selection) => payoutOf(100, 1, prizeUnits(play, selection, result), oddsPercent, divisorOf(play, selection)));
}

describe('VN plays (North result: special 12345)', () => {
  it.each([
    // 45 ends five results (12345, 67845, 22245, 9045, 45): lô pays 80 per occurrence.
    ['VN_LO2', '45,99,11', [40000, 0, 16000]],
    ['VN_DE', '45,44', [8500, 0]],
    ['VN_DE_HEAD', '4,5', [900, 0]],
    ['VN_DE_TAIL', '5,4', [900, 0]],
    ['VN_3CANG', '345,245', [65000, 0]],
    ['VN_XIEN2', '45,11', [1500]],
    ['VN_XIEN2', '45,98', [0]],
    ['VN_XIEN3', '45,11,99', [0]],
    ['VN_XIEN3', '01,89,67', [6000]],
    ['VN_XIEN4', '45,11,33,01', [15000]],
  ] as const)('%s %s pays %j', (playId, content, expected) => {
    expect(pays('VN_NORTH', playId, content, NORTH)).toEqual(expected);
  });

  it('pays at the stepped odds a bet was accepted at', () => {
    expect(pays('VN_NORTH', 'VN_DE', '45', NORTH, 80)).toEqual([6800]);
  });

  it('covers 27 results in the North and 18 in the South', () => {
    expect(playOf(gameByCode('VN_NORTH')!, 'VN_LO2')!.coverage).toBe(27);
    expect(playOf(gameByCode('VN_SOUTH')!, 'VN_LO2')!.coverage).toBe(18);
  });
});

describe('SEA 4D plays (1st 1234, starter 4321, consolation 1243)', () => {
  it.each([
    ['SEA_BIG', '1234,5678,9012,4321,1243,7777', [250000, 100000, 50000, 18000, 6000, 0]],
    ['SEA_SMALL', '1234,5678,9012,4321', [350000, 200000, 100000, 0]],
    // iBox 1234 (24 permutations) holds 1234, 4321 and 1243: (2500 + 180 + 60) / 24 per unit.
    ['SEA_IBOX_BIG', '1234', [11416]],
    ['SEA_IBOX_SMALL', '2143', [14583]],
    // 1000 has 4 permutations, two of them drawn: 0001 (starter) and 1000 (consolation) → (180 + 60) / 4.
    ['SEA_IBOX_BIG', '1000', [6000]],
  ] as const)('%s %s pays %j', (playId, content, expected) => {
    expect(pays('SEA_4D', playId, content, SEA)).toEqual(expected);
  });
});

describe('fast plays (balls 3 8 0 5 9)', () => {
  it.each([
    ['FAST_DIGIT', '1:3,4', [980, 0]],
    ['FAST_DIGIT', '2:8', [980]],
    ['FAST_BS', '2:BIG,SMALL', [198, 0]],
    ['FAST_BS', '3:BIG,SMALL', [0, 198]],
    ['FAST_OE', '4:ODD,EVEN', [198, 0]],
    ['FAST_OE', '3:EVEN', [198]],
    ['FAST_SUM_BS', 'BIG,SMALL', [198, 0]],
    ['FAST_SUM_OE', 'ODD,EVEN', [198, 0]],
  ] as const)('%s %s pays %j', (playId, content, expected) => {
    expect(pays('FAST_1', playId, content, FAST)).toEqual(expected);
  });

  it('splits the sum at 22 (small) and 23 (big)', () => {
    const withSum = (balls: string[]) => [{ tier: 'BALLS' as const, numbers: balls }];
    expect(pays('FAST_1', 'FAST_SUM_BS', 'BIG,SMALL', withSum(['9', '9', '4', '0', '0']))).toEqual([0, 198]);
    expect(pays('FAST_1', 'FAST_SUM_BS', 'BIG,SMALL', withSum(['9', '9', '5', '0', '0']))).toEqual([198, 0]);
  });
});

describe('contents', () => {
  it.each([
    ['VN_NORTH', 'VN_LO2', '5'],
    ['VN_NORTH', 'VN_LO2', '05,05'],
    ['VN_NORTH', 'VN_XIEN2', '12'],
    ['VN_NORTH', 'VN_XIEN4', '12,34,56,12'],
    ['SEA_4D', 'SEA_IBOX_BIG', '1111'],
    ['SEA_4D', 'SEA_BIG', '12345'],
    ['FAST_1', 'FAST_DIGIT', '6:1'],
    ['FAST_1', 'FAST_DIGIT', '1:10'],
    ['FAST_1', 'FAST_BS', 'BIG'],
    ['FAST_1', 'FAST_SUM_OE', 'BIG'],
  ] as const)('%s %s refuses %s', (gameCode, playId, content) => {
    expect(selectionsOf(playOf(gameByCode(gameCode)!, playId)!, content)).toBeNull();
  });

  it('makes one bet of a xiên, whatever the order of its pairs', () => {
    expect(selectionsOf(playOf(gameByCode('VN_NORTH')!, 'VN_XIEN3')!, '56, 12,34')).toEqual(['12,34,56']);
  });
});
