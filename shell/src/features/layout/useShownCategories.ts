import { useGameVendors, type VendorLane } from '@portal/shared';
import { HEADER_NAV } from './nav';

export type NavItem = (typeof HEADER_NAV)[number];

/** Entries that are not vendor categories: shown whatever the vendor lanes say. */
const ALWAYS_SHOWN = new Set(['HOME', 'FAV', 'PROMO']);

/**
 * The categories of spec §2 that show: a category only when it has at least one vendor; home, the
 * favourites (a guest who opens them is asked to log in, as on every member page) and promotions always. Until the vendor lanes arrive (or if they fail) every category shows, so the bar
 * does not jump for the common case. The header and the side menu list the same ones.
 */
export function useShownCategories(): { items: NavItem[]; laneOf: (code: string) => VendorLane | undefined } {
  const { data: lanes } = useGameVendors();
  const laneOf = (code: string): VendorLane | undefined => lanes?.find((lane) => lane.title === code);
  const hasVendors = (code: string) => !lanes || (laneOf(code)?.cards.length ?? 0) > 0;
  const items = HEADER_NAV.filter((item) => ALWAYS_SHOWN.has(item.code) || hasVendors(item.code));
  return { items, laneOf };
}
