import type { GameCategory, VendorCard, VendorLane } from '@portal/shared';

/**
 * The vendor cards of a category: its lane, and for RNG the in-house lane too (the API keeps in-house
 * vendors out of the RNG lane, spec §9, but /rng lists them).
 */
export function cardsOf(lanes: readonly VendorLane[] | null, code: GameCategory): VendorCard[] {
  if (!lanes) return [];
  return lanes.filter((lane) => lane.title === code || (code === 'RNG' && lane.title === 'INHOUSE')).flatMap((lane) => lane.cards);
}
