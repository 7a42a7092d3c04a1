import type { LotteryPlay, LotteryPrizeLine } from '@portal/shared/contracts';

/*
 * The plays' rules: reading a slip content into selections (one bet each) and what a selection wins
 * against a result. Formats in docs/wire-contract.md "Lottery" (and the contract's LOTTERY_PLAY_IDS).
 */

/** Selections in one content at most (lô on all 100 pairs). */
const MAX_SELECTIONS = 100;

const TWO = /^\d{2}$/;
const ONE = /^\d$/;
const THREE = /^\d{3}$/;
const FOUR = /^\d{4}$/;

function list(text: string): string[] {
  return text.split(',').map((part) => part.trim());
}

function distinct(items: string[]): boolean {
  return new Set(items).size === items.length;
}

/** `<ball>:<a,b>` → [`<ball>:a`, `<ball>:b`], each checked by `valid`. */
function perBall(content: string, valid: (value: string) => boolean): string[] | null {
  const match = /^([1-5]):(.+)$/.exec(content.trim());
  if (!match) return null;
  const values = list(match[2] as string);
  if (!distinct(values) || !values.every(valid)) return null;
  return values.map((value) => `${match[1]}:${value}`);
}

/** Permutations of a 4-digit number: 24, 12, 6 or 4 (1 when all digits are equal). */
export function permutations(number: string): number {
  const counts = new Map<string, number>();
  for (const digit of number) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let result = 24;
  for (const count of counts.values()) for (let k = 2; k <= count; k += 1) result /= k;
  return result;
}

const sortedDigits = (number: string) => [...number].sort().join('');

/** The selections of a content, or null when it is not a valid content of the play. */
export function selectionsOf(play: LotteryPlay, content: string): string[] | null {
  const id = play.playId;
  if (id === 'FAST_DIGIT') return perBall(content, (v) => ONE.test(v));
  if (id === 'FAST_BS') return perBall(content, (v) => v === 'BIG' || v === 'SMALL');
  if (id === 'FAST_OE') return perBall(content, (v) => v === 'ODD' || v === 'EVEN');
  const items = list(content);
  if (items.length === 0 || items.length > MAX_SELECTIONS || !distinct(items)) return null;
  const all = (pattern: RegExp) => (items.every((item) => pattern.test(item)) ? items : null);
  switch (id) {
    case 'VN_LO2':
    case 'VN_DE':
      return all(TWO);
    case 'VN_DE_HEAD':
    case 'VN_DE_TAIL':
      return all(ONE);
    case 'VN_3CANG':
      return all(THREE);
    case 'VN_XIEN2':
    case 'VN_XIEN3':
    case 'VN_XIEN4':
      // One bet: the pairs, sorted so the same combination always has one key.
      return items.length === play.picks && all(TWO) ? [[...items].sort().join(',')] : null;
    case 'SEA_BIG':
    case 'SEA_SMALL':
      return all(FOUR);
    case 'SEA_IBOX_BIG':
    case 'SEA_IBOX_SMALL':
      return all(FOUR) && items.every((item) => permutations(item) > 1) ? items : null;
    case 'FAST_SUM_BS':
      return items.every((v) => v === 'BIG' || v === 'SMALL') ? items : null;
    case 'FAST_SUM_OE':
      return items.every((v) => v === 'ODD' || v === 'EVEN') ? items : null;
    default:
      return null;
  }
}

/** The prize divisor of a selection: its permutations for iBox, else 1. */
export function divisorOf(play: LotteryPlay, selection: string): number {
  return play.playId === 'SEA_IBOX_BIG' || play.playId === 'SEA_IBOX_SMALL' ? permutations(selection) : 1;
}

function numbersOf(result: readonly LotteryPrizeLine[], tiers?: readonly string[]): string[] {
  return result.filter((line) => !tiers || tiers.includes(line.tier)).flatMap((line) => line.numbers);
}

function special(result: readonly LotteryPrizeLine[]): string {
  return result.find((line) => line.tier === 'DB')?.numbers[0] ?? '';
}

/**
 * What a selection wins, in prize units (the play's prizes ×100 per unit, summed over hits), before
 * the odds percent and the iBox divisor: lô counts every occurrence; SEA sums the tiers hit.
 */
export function prizeUnits(play: LotteryPlay, selection: string, result: readonly LotteryPrizeLine[]): number {
  const top = play.prizes[0] ?? 0;
  const last = (n: number) => (number: string) => number.slice(-n);
  switch (play.playId) {
    case 'VN_LO2':
      return top * numbersOf(result).filter((number) => last(2)(number) === selection).length;
    case 'VN_DE':
      return last(2)(special(result)) === selection ? top : 0;
    case 'VN_DE_HEAD':
      return special(result).slice(-2, -1) === selection ? top : 0;
    case 'VN_DE_TAIL':
      return special(result).slice(-1) === selection ? top : 0;
    case 'VN_3CANG':
      return last(3)(special(result)) === selection ? top : 0;
    case 'VN_XIEN2':
    case 'VN_XIEN3':
    case 'VN_XIEN4': {
      const tails = new Set(numbersOf(result).map(last(2)));
      return selection.split(',').every((pair) => tails.has(pair)) ? top : 0;
    }
    case 'SEA_BIG':
    case 'SEA_SMALL':
    case 'SEA_IBOX_BIG':
    case 'SEA_IBOX_SMALL': {
      const box = play.playId.startsWith('SEA_IBOX');
      let units = 0;
      play.tiers.forEach((tier, i) => {
        const hits = numbersOf(result, [tier]).filter((number) => (box ? sortedDigits(number) === sortedDigits(selection) : number === selection)).length;
        units += hits * (play.prizes[i] ?? 0);
      });
      return units;
    }
    default:
      return fastUnits(play, selection, result);
  }
}

function fastUnits(play: LotteryPlay, selection: string, result: readonly LotteryPrizeLine[]): number {
  const balls = numbersOf(result, ['BALLS']).map(Number);
  const top = play.prizes[0] ?? 0;
  const sideOf = (value: number, big: number) => [value >= big ? 'BIG' : 'SMALL', value % 2 === 1 ? 'ODD' : 'EVEN'];
  if (play.playId === 'FAST_SUM_BS' || play.playId === 'FAST_SUM_OE') {
    return sideOf(balls.reduce((sum, ball) => sum + ball, 0), 23).includes(selection) ? top : 0;
  }
  const [position, value] = selection.split(':') as [string, string];
  const ball = balls[Number(position) - 1];
  if (ball === undefined) return 0;
  if (play.playId === 'FAST_DIGIT') return String(ball) === value ? top : 0;
  return sideOf(ball, 5).includes(value) ? top : 0;
}

/**
 * The most times one bet can be paid its top prize in a draw: lô once per result it covers (27 or 18:
 * every number may end in it), an iBox once per permutation of its number, any other play once. The
 * liability a bet takes is its one-hit win times this (exposure.ts): the operator never owes more.
 */
export function worstHits(play: LotteryPlay, selection: string): number {
  if (play.playId === 'VN_LO2') return play.coverage;
  return divisorOf(play, selection);
}

/** floor(unit × multiple × units × oddsPercent / (100 × 100 × divisor)), exact for any size. */
export function payoutOf(unit: number, multiple: number, units: number, oddsPercent: number, divisor: number): number {
  if (units === 0) return 0;
  return Number((BigInt(unit) * BigInt(multiple) * BigInt(units) * BigInt(oddsPercent)) / (10_000n * BigInt(divisor)));
}
