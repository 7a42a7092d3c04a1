import { INHOUSE_LANE, type GameCategory, type LaneTitle, type VendorCard, type VendorLane, type VendorLaunch } from '@portal/shared/contracts';

/*
 * The vendor lanes of `GCSGAME_newGameVendor` (docs/wire-contract.md, "VendorLane"), built from what
 * the catalogue lists, with the vendor rules of spec §9 applied here, on the server, so every client
 * shows the same lanes: esports and cockfight vendors are taken out of SPORTS, in-house vendors out of
 * RNG (they get a lane of their own, INHOUSE, right after RNG).
 */

/** The esports vendor codes of spec §3. */
export const ESPORTS_VENDORS: ReadonlySet<string> = new Set(['AV', 'IMES', 'IA', 'AI', 'TF']);

/** Lane order: the header order of spec §2, in-house after RNG, then BGS. */
export const LANE_ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', INHOUSE_LANE, 'PVP', 'ESPORTS', 'COCKFIGHT', 'BGS'] as const satisfies readonly LaneTitle[];
export type { LaneTitle };

/** How a card opens: the category page (list), its lobby game (direct) or the lottery route. */
export const LAUNCH_OF_CATEGORY: Readonly<Record<string, VendorLaunch>> = {
  RNG: 'list',
  LIVE: 'list',
  FISH: 'list',
  PVP: 'list',
  BGS: 'list',
  SPORTS: 'direct',
  ESPORTS: 'direct',
  COCKFIGHT: 'direct',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

/** One vendor listed under one category, with what the catalogue holds for it there. */
export interface VendorListing {
  vassalage: string;
  vendorName: string;
  gameType: string;
  /** The vendor's place in this category, then overall. */
  categorySort: number;
  vendorSort: number;
  isGroup: boolean;
  isInhouse: boolean;
  maintenance: boolean;
  gameCount: number;
  /** The vendor's first game in this category (by its sort): the lobby of direct and lottery cards. */
  lobbyNodeId: string | null;
  lobbyGameCode: string | null;
}

/** The contract's shapes of a lane and its cards. */
export type { VendorCard, VendorLane };

export const vendorLogoUrl = (code: string) => `/wps/asset/vendor/${encodeURIComponent(code)}.svg`;

/** The lane a listing belongs to, or null when a vendor rule takes it out. */
export function laneOf(listing: VendorListing, cockfightVendors: ReadonlySet<string>): LaneTitle | null {
  if (listing.gameType === 'SPORTS' && (ESPORTS_VENDORS.has(listing.vassalage) || cockfightVendors.has(listing.vassalage))) return null;
  if (listing.gameType === 'RNG' && listing.isInhouse) return INHOUSE_LANE;
  return (LANE_ORDER as readonly string[]).includes(listing.gameType) ? (listing.gameType as LaneTitle) : null;
}

function cardOf(listing: VendorListing): VendorCard {
  const launch = LAUNCH_OF_CATEGORY[listing.gameType] ?? 'list';
  return {
    vassalage: listing.vassalage,
    vendorName: listing.vendorName,
    // The catalogue holds only the contract's codes (seeded from its lists).
    gameType: listing.gameType as GameCategory,
    logoUrl: vendorLogoUrl(listing.vassalage),
    isGroup: listing.isGroup,
    launch,
    nodeId: launch === 'direct' ? listing.lobbyNodeId : null,
    gameCode: launch === 'lottery' ? listing.lobbyGameCode : null,
    maintenance: listing.maintenance,
    gameCount: listing.gameCount,
  };
}

/**
 * Lanes in LANE_ORDER, each with its vendors in the category's order; a vendor without a game in the
 * category has no card (its card would open an empty page), and a lane without cards is left out.
 */
export function buildLanes(listings: readonly VendorListing[]): VendorLane[] {
  const cockfightVendors = new Set(listings.filter((l) => l.gameType === 'COCKFIGHT').map((l) => l.vassalage));
  const byLane = new Map<LaneTitle, VendorListing[]>();
  for (const listing of listings) {
    if (listing.gameCount <= 0) continue;
    const lane = laneOf(listing, cockfightVendors);
    if (!lane) continue;
    byLane.set(lane, [...(byLane.get(lane) ?? []), listing]);
  }
  return LANE_ORDER.flatMap((title) => {
    const members = byLane.get(title);
    if (!members?.length) return [];
    const sorted = [...members].sort((a, b) => a.categorySort - b.categorySort || a.vendorSort - b.vendorSort || a.vassalage.localeCompare(b.vassalage));
    const cards = sorted.map(cardOf);
    return [{ title, gameClassify: title === INHOUSE_LANE ? 'RNG' : title, vendors: cards.map((c) => c.vassalage), cards }];
  });
}
