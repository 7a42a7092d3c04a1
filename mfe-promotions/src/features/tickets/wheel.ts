import type { PromotionPrize } from '@portal/shared/contracts';

/** Full turns the wheel makes while it lands, so the stop reads as a spin and not a nudge. */
export const LANDING_TURNS = 4;

/**
 * The wheel's segments: every prize the promotion configures, by id (the server's order), in equal
 * slices clockwise from the pointer at the top. Equal slices are the usual wheel; the odds are in the
 * promotion's prize table, and the slice never decides anything: the server's prize does.
 */
export interface Segment {
  prizeId: number;
  amount: number;
  /** The slice's middle, degrees clockwise from the top. */
  center: number;
}

export function segmentsOf(prizes: readonly PromotionPrize[]): Segment[] {
  const sorted = [...prizes].sort((a, b) => a.prizeId - b.prizeId);
  const size = sorted.length > 0 ? 360 / sorted.length : 0;
  return sorted.map((prize, index) => ({ prizeId: prize.prizeId, amount: prize.amount, center: (index + 0.5) * size }));
}

/**
 * The rotation (degrees, clockwise) that stops the wheel with the prize's slice under the pointer,
 * after LANDING_TURNS full turns. A prize the wheel does not show (its prizes not loaded) stops on
 * whole turns, without claiming a slice.
 */
export function landingAngle(segments: readonly Segment[], prizeId: number): number {
  const segment = segments.find((candidate) => candidate.prizeId === prizeId);
  return LANDING_TURNS * 360 - (segment?.center ?? 0);
}

/** The wheel's face: a slice per segment (6 blank ones before the prizes load), the theme's surfaces alternating. */
export function wheelFace(count: number): string {
  const slices = count > 0 ? count : 6;
  const size = 360 / slices;
  const stops = Array.from({ length: slices }, (_, index) => {
    // An odd count ends on a third colour, so the last slice never merges with the first.
    const colour = index % 2 === 0 ? (index === slices - 1 && index > 0 ? 'var(--border)' : 'var(--surface-2)') : 'var(--surface)';
    return `${colour} ${index * size}deg ${(index + 1) * size}deg`;
  });
  return `conic-gradient(from 0deg, ${stops.join(', ')})`;
}
