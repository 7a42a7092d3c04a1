import type { GameEngine } from '@portal/shared';
import type { CrashResult, DiceResult, GameRound, RoundResult, SlotResult } from '@portal/shared/contracts';
import { formatMultiplier, formatRoll } from './math';

/** sha256 hex of the UTF-8 text with WebCrypto, or null where the browser has none (insecure context). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The part of a result that the seeds decide, as shown: the grid, the roll, the crash point. */
export function outcomeOf(engine: GameEngine, result: RoundResult): string {
  switch (engine) {
    case 'slot':
      return (result as SlotResult).grid.map((row) => row.join(' ')).join(' / ');
    case 'dice':
      return formatRoll((result as DiceResult).roll);
    case 'crash':
      return `${formatMultiplier((result as CrashResult).crashPoint)}×`;
  }
}

/** The parameters a verify call needs besides the seeds (the bet makes a slot's line payouts comparable). */
export function paramsOf(engine: GameEngine, round: GameRound): { bet: number; target?: number; over?: boolean; cashOut?: number } {
  if (engine === 'dice') {
    const { target, over } = round.result as DiceResult;
    return { bet: round.bet, target, over };
  }
  if (engine === 'crash') return { bet: round.bet, cashOut: (round.result as CrashResult).cashOut };
  return { bet: round.bet };
}
