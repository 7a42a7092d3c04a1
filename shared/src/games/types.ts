// The games shapes the shell and the games remote both read (docs/wire-contract.md, "Calls of the games").

/** Category codes of spec §2. */
export type GameCategory = 'SPORTS' | 'ESPORTS' | 'LIVE' | 'LOTT' | 'ELOTT' | 'FISH' | 'PVP' | 'RNG' | 'BGS' | 'COCKFIGHT';
export type SubCategory = 'JP' | 'TG' | 'AC' | 'BG';
export type GameEngine = 'slot' | 'dice' | 'crash';

export interface GameItem {
  gameId: number;
  /** Stable id ("RNG-PG-0001"): favourites and launches use it. */
  nodeId: string;
  nodeName: string;
  gameName: string;
  displayName: string;
  showIcon: string;
  iconUrl: string;
  /** The wide picture. */
  lagerIcon: string;
  /** Vendor code. */
  vassalage: string;
  vendorName: string;
  gameType: GameCategory;
  gameCode: string;
  isGame: 1;
  isHot: 0 | 1;
  isNew: 0 | 1;
  subCategory: SubCategory | null;
  /** Minor units. */
  minBet: number;
  lines: number;
  maintenance: boolean;
  freePlay: boolean;
  /** A third-party game played by the in-house engine with demo credits. */
  demo: boolean;
  engine: GameEngine;
  isFavorite: boolean;
}

/** How a vendor card opens: its category page filtered by vendor, one game directly, or a lottery route. */
export type VendorLaunch = 'list' | 'direct' | 'lottery';

export interface VendorCard {
  vassalage: string;
  vendorName: string;
  gameType: GameCategory;
  logoUrl: string;
  /** A vendor group: its games open in the game popup list. */
  isGroup: boolean;
  launch: VendorLaunch;
  nodeId: string | null;
  gameCode: string | null;
  maintenance: boolean;
  gameCount: number;
}

export interface VendorLane {
  /** The category code, or INHOUSE for the in-house lane. */
  title: GameCategory | 'INHOUSE';
  gameClassify: GameCategory;
  vendors: string[];
  cards: VendorCard[];
}
