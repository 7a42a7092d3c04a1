import { LOTTERY_MAX_SLIP_BETS, type LotteryPlay, type LotteryPlayId } from '@portal/shared/contracts';

/**
 * How each play's `bettingContent` is picked (the contract's formats, docs/wire-contract.md "Lottery"):
 * `grid2` 2-digit numbers 00–99, `digit` single digits 0–9, `input3` / `input4` typed 3- / 4-digit
 * numbers, `ballDigit` a ball 1–5 and digits (`1:3,7`), `ballSide` a ball and sides (`2:BIG`), `side`
 * sides of the sum (`BIG`). Typed as a full record: a play added to the contract fails to compile here
 * until it has a picker.
 */
export type PickerFormat = 'grid2' | 'digit' | 'input3' | 'input4' | 'ballDigit' | 'ballSide' | 'side';

export interface PlayFormat {
  format: PickerFormat;
  /** The codes a side picker offers. */
  sides?: readonly string[];
  /** iBox: a number of four equal digits has one permutation and is refused. */
  distinctDigits?: boolean;
}

const BIG_SMALL = ['BIG', 'SMALL'] as const;
const ODD_EVEN = ['ODD', 'EVEN'] as const;

export const PLAY_FORMATS: Record<LotteryPlayId, PlayFormat> = {
  VN_LO2: { format: 'grid2' },
  VN_DE: { format: 'grid2' },
  VN_DE_HEAD: { format: 'digit' },
  VN_DE_TAIL: { format: 'digit' },
  VN_3CANG: { format: 'input3' },
  VN_XIEN2: { format: 'grid2' },
  VN_XIEN3: { format: 'grid2' },
  VN_XIEN4: { format: 'grid2' },
  SEA_BIG: { format: 'input4' },
  SEA_SMALL: { format: 'input4' },
  SEA_IBOX_BIG: { format: 'input4', distinctDigits: true },
  SEA_IBOX_SMALL: { format: 'input4', distinctDigits: true },
  FAST_DIGIT: { format: 'ballDigit' },
  FAST_BS: { format: 'ballSide', sides: BIG_SMALL },
  FAST_OE: { format: 'ballSide', sides: ODD_EVEN },
  FAST_SUM_BS: { format: 'side', sides: BIG_SMALL },
  FAST_SUM_OE: { format: 'side', sides: ODD_EVEN },
};

export const BALLS = [1, 2, 3, 4, 5] as const;

/** What a typed number must be for a play: `null` when fine, else the problem's text key. */
export function typedProblem(format: PlayFormat, value: string): 'digits3' | 'digits4' | 'allSame' | null {
  if (format.format === 'input3' && !/^\d{3}$/.test(value)) return 'digits3';
  if (format.format === 'input4' && !/^\d{4}$/.test(value)) return 'digits4';
  if (format.distinctDigits && /^(\d)\1{3}$/.test(value)) return 'allSame';
  return null;
}

/** One line of the slip: a play and its selections (one content of the betting body). */
export interface SlipLine {
  key: string;
  playId: LotteryPlayId;
  /** The ball of the fast games' per-ball plays. */
  ball: number | null;
  values: string[];
}

export const contentOf = (line: Pick<SlipLine, 'ball' | 'values'>): string => `${line.ball !== null ? `${line.ball}:` : ''}${line.values.join(',')}`;

/** Bets a line makes on one draw: one per selection, except a xiên (its numbers together are one bet). */
export const betsOf = (line: SlipLine, play: LotteryPlay): number => (play.picks > 1 ? 1 : line.values.length);

/** What a line stakes on one draw (minor units): unit × multiple × coverage for each bet. For display: the server prices the slip. */
export const stakeOf = (line: SlipLine, play: LotteryPlay, unit: number, multiple: number): number => betsOf(line, play) * unit * multiple * play.coverage;

/** A line is complete: a xiên has exactly its count of numbers, others at least one selection. */
export const isComplete = (values: readonly string[], play: LotteryPlay): boolean => (play.picks > 1 ? values.length === play.picks : values.length > 0);

export { LOTTERY_MAX_SLIP_BETS };

/** `8000` (×100) → `80`, `198` → `1.98`, `250000` → `2,500`: a prize per 1 unit as a multiplier. */
export function multiplier(prize: number): string {
  const whole = String(Math.floor(prize / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = prize % 100;
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}
