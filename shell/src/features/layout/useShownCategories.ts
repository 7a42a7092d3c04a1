import { useGameVendors, type VendorLane } from '@portal/shared';
import { HEADER_NAV } from './nav';

export type NavItem = (typeof HEADER_NAV)[number];

/**
 * The categories of spec §2 that show: a category only when it has at least one vendor, home and
 * promotions always. Until the vendor lanes arrive (or if they fail) every category shows, so the bar
 * does not jump for the common case. The header and the side menu list the same ones.
 */
export function useShownCategories(): { items: NavItem[]; laneOf: (code: string) => VendorLane | undefined } {
  const { data: lanes } = useGameVendors();
  const laneOf = (code: string): VendorLane | undefined => lanes?.find((lane) => lane.title === code);
  const hasVendors = (code: string) => !lanes || (laneOf(code)?.cards.length ?? 0) > 0;
  const items = HEADER_NAV.filter((item) => item.code === 'HOME' || item.code === 'PROMO' || hasVendors(item.code));
  return { items, laneOf };
}
