// The games catalogue: game lists, hot games, vendor lanes, the rank list, favourites and recent games
// (docs/wire-contract.md, "Calls of the games"; spec §2, §3, §7).
import { Codes, CodesOrEmpty } from '../common/schemas';
import { Type, type Static } from '@sinclair/typebox';
import { GAME_CATEGORIES, GAME_ENGINES, GAME_LIST_FILTERS, GAME_SUB_CATEGORIES, INHOUSE_LANE, LIVE_TABLE_STATUSES, VENDOR_LAUNCHES } from './constants';

/** A platform flag, 0 or 1. */
const Flag01 = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });
const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

const Str = Type.String();
const Int = Type.Integer();
const Bool = Type.Boolean();

export const GameCategory = Codes(GAME_CATEGORIES);
export type GameCategory = Static<typeof GameCategory>;

export const SubCategory = Codes(GAME_SUB_CATEGORIES);
export type SubCategory = Static<typeof SubCategory>;

export const GameEngine = Codes(GAME_ENGINES);
export type GameEngine = Static<typeof GameEngine>;

export const VendorLaunch = Codes(VENDOR_LAUNCHES);
export type VendorLaunch = Static<typeof VendorLaunch>;

export const GameFilter = Codes(GAME_LIST_FILTERS);
export type GameFilter = Static<typeof GameFilter>;

/** A lane's title: the category code, or INHOUSE for the in-house lane. */
export const LaneTitle = Codes([...GAME_CATEGORIES, INHOUSE_LANE] as const);
export type LaneTitle = Static<typeof LaneTitle>;

/*
 * Query fields the platform's clients send by habit (clientType, platform, merchant, merchantCode,
 * isPlatform, language): accepted and not used. The site comes from the Merchant header, the language
 * from the Language header (the `language` query only where no header is sent).
 */
const ClientFields = {
  clientType: Type.Optional(Type.String({ maxLength: 16 })),
  platform: Type.Optional(Type.String({ maxLength: 64 })),
  merchant: Type.Optional(Type.String({ maxLength: 32 })),
  merchantCode: Type.Optional(Type.String({ maxLength: 32 })),
  isPlatform: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
};

/** The query of the catalogue calls that take nothing else (`GCSGAME_hotGamesV2`, `GCSGAME_newGameVendor`). */
export const GameClientQuery = Type.Object(ClientFields);
export type GameClientQuery = Static<typeof GameClientQuery>;

/** A game as every game list sends it (docs/wire-contract.md, "GameItem"). */
export const GameItem = Type.Object({
  gameId: Int,
  /** Stable id ("RNG-PG-0001"): favourites and launches use it. */
  nodeId: Str,
  /** nodeName, gameName, displayName: the name in the request's language. */
  nodeName: Str,
  gameName: Str,
  displayName: Str,
  /** The square picture, `/wps/asset/game/<nodeId>.svg?v=<n>`. */
  showIcon: Str,
  iconUrl: Str,
  /** The wide picture. */
  lagerIcon: Str,
  /** Vendor code. */
  vassalage: Str,
  vendorName: Str,
  gameType: GameCategory,
  gameCode: Str,
  isGame: Type.Unsafe<1>(Type.Integer()),
  isHot: Flag01,
  isNew: Flag01,
  subCategory: Type.Unsafe<SubCategory | null>({ type: ['string', 'null'] }),
  /** Minor units; the slot filter "1 yuan or more" is minBet >= 100. */
  minBet: Int,
  /** Paylines, 0 when not a line game. */
  lines: Int,
  maintenance: Bool,
  /** A guest may try it (with FREEPLAY3 on). */
  freePlay: Bool,
  /** A third-party game played by the in-house engine with demo credits. */
  demo: Bool,
  engine: GameEngine,
  /** False without a token. */
  isFavorite: Bool,
});
export type GameItem = Static<typeof GameItem>;

/** One page of `GCSGAME_gameList`. */
export const GamePage = Type.Object({ content: Type.Array(GameItem), pageNum: Int, pageSize: Int, totalPages: Int, totalElements: Int });
export type GamePage = Static<typeof GamePage>;

/** One page of the member's own games (favourites, recent). */
export const MemberGamePage = Type.Object({ content: Type.Array(GameItem), pageNum: Int, totalPages: Int });
export type MemberGamePage = Static<typeof MemberGamePage>;

/** `GCSGAME_gameList`: one category's games, filtered and paged; optional filters accept an empty value. */
export const GameListQuery = Type.Object({
  ...ClientFields,
  gameType: GameCategory,
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,32}$' })),
  filter: Type.Optional(CodesOrEmpty(GAME_LIST_FILTERS)),
  subCategory: Type.Optional(CodesOrEmpty(GAME_SUB_CATEGORIES)),
  /** 1: minBet ≥ MIN_BET_FILTER minor units. */
  minBet1: Type.Optional(Flag01),
  /** 1: lines ≥ 25. */
  lines25: Type.Optional(Flag01),
  /** Matched against the names in every language and the game code, case-insensitive. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
export type GameListQuery = Static<typeof GameListQuery>;

/** `GCSGAME_hotGamesV2`: at most 24 hot games that can be played now. */
export const HotGames = Type.Array(GameItem);
export type HotGames = Static<typeof HotGames>;

/** `GCSGAME_categorySummary`: the category whose list is summed up. */
export const CategorySummaryQuery = Type.Object({ ...ClientFields, gameType: GameCategory });
export type CategorySummaryQuery = Static<typeof CategorySummaryQuery>;

/**
 * `GCSGAME_categorySummary`: what the category's game list holds (its `totalElements` with no filter),
 * and how many vendors those games come from.
 */
export const CategorySummary = Type.Object({ gameType: GameCategory, games: Int, vendors: Int });
export type CategorySummary = Static<typeof CategorySummary>;

export const VassGameTypeQuery = Type.Object({ ...ClientFields, vassalage: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) });
export type VassGameTypeQuery = Static<typeof VassGameTypeQuery>;

/** `GCSGAME_getVassGameType`: the categories a vendor has games in, their sub-categories and counts. */
export const VendorGameTypes = Type.Object({
  vassalage: Str,
  vendorName: Str,
  gameTypes: Type.Array(Type.Object({ gameType: GameCategory, subCategories: Type.Array(SubCategory), count: Int })),
});
export type VendorGameTypes = Static<typeof VendorGameTypes>;

export const VendorCard = Type.Object({
  vassalage: Str,
  vendorName: Str,
  gameType: GameCategory,
  /** `/wps/asset/vendor/<code>.svg`. */
  logoUrl: Str,
  /** A vendor group: its games open in the game popup list. */
  isGroup: Bool,
  launch: VendorLaunch,
  /** The game a direct card launches (its lobby). */
  nodeId: NullableString,
  /** For lottery cards: the gameCode of the lottery route. */
  gameCode: NullableString,
  maintenance: Bool,
  gameCount: Int,
});
export type VendorCard = Static<typeof VendorCard>;

export const VendorLane = Type.Object({
  title: LaneTitle,
  gameClassify: GameCategory,
  /** Vendor codes in order. */
  vendors: Type.Array(Str),
  cards: Type.Array(VendorCard),
});
export type VendorLane = Static<typeof VendorLane>;

/** `GCSGAME_newGameVendor`: the lanes, the vendor rules of spec §9 applied by the API. */
export const GameVendorLanes = Type.Object({ data: Type.Object({ lanes: Type.Array(VendorLane) }) });
export type GameVendorLanes = Static<typeof GameVendorLanes>;

export const RankListQuery = Type.Object({
  ...ClientFields,
  gameCategory: Type.Optional(Type.Unsafe<GameCategory | 'ALL' | ''>({ type: 'string', enum: ['', 'ALL', ...GAME_CATEGORIES] })),
  limitNum: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type RankListQuery = Static<typeof RankListQuery>;

/** One win of the rank list; `winAmount` (the payout) in minor units, the name already masked. */
export const RankWinner = Type.Object({
  customerName: Str,
  winAmount: Int,
  iconUrl: Str,
  gameName: Str,
  nodeId: Str,
  vassalage: Str,
  gameType: GameCategory,
  createdAt: Str,
});
export type RankWinner = Static<typeof RankWinner>;

/** `GCSGAME_getRankList`: the biggest real-money wins of the last 30 days, biggest first. */
export const RankList = Type.Object({ list: Type.Array(Type.Object({ vo: RankWinner })) });
export type RankList = Static<typeof RankList>;

/** The member's favourite nodeIds, newest first. */
export const FavoriteNodeIds = Type.Array(Str);
export type FavoriteNodeIds = Static<typeof FavoriteNodeIds>;

export const FavoriteListQuery = Type.Object({
  ...ClientFields,
  pageNo: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 999, default: 999 }),
  gameType: Type.Optional(CodesOrEmpty(GAME_CATEGORIES)),
});
export type FavoriteListQuery = Static<typeof FavoriteListQuery>;

const FavoriteNodeId = Type.String({ minLength: 1, maxLength: 64 });

/** Spec §3 payload: nodeId, vendor, gameType. */
export const AddFavoriteBody = Type.Object({
  nodeId: FavoriteNodeId,
  vendor: Type.Optional(Type.String({ maxLength: 32 })),
  gameType: Type.Optional(Type.String({ maxLength: 16 })),
});
export type AddFavoriteBody = Static<typeof AddFavoriteBody>;

export const RemoveFavoriteQuery = Type.Object({ nodeId: FavoriteNodeId });
export type RemoveFavoriteQuery = Static<typeof RemoveFavoriteQuery>;

export const RecentGamesQuery = Type.Object({
  ...ClientFields,
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  gameType: Type.Optional(CodesOrEmpty(GAME_CATEGORIES)),
});
export type RecentGamesQuery = Static<typeof RecentGamesQuery>;

/** `GLS2_roomList`: one vendor's live rooms. */
export const RoomListQuery = Type.Object({ ...ClientFields, vassalage: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }) });
export type RoomListQuery = Static<typeof RoomListQuery>;

export const LiveTableStatus = Codes(LIVE_TABLE_STATUSES);
export type LiveTableStatus = Static<typeof LiveTableStatus>;

/** One live table: its limits in minor units, its seats now, its dealer, and the game that opens it. */
export const LiveTable = Type.Object({
  /** The table's game nodeId ("LIVE-EVO-0007"). */
  tableId: Str,
  tableName: Str,
  status: LiveTableStatus,
  dealerName: Str,
  minBet: Int,
  maxBet: Int,
  seatsTaken: Int,
  seatsTotal: Int,
  /** Launched through the usual launch path (login for a guest, the trial warning, maintenance). */
  game: GameItem,
});
export type LiveTable = Static<typeof LiveTable>;

/** A room: the vendor's tables of one kind (Baccarat, Roulette, …), named in the request's language. */
export const LiveRoom = Type.Object({ roomId: Str, roomName: Str, tables: Type.Array(LiveTable) });
export type LiveRoom = Static<typeof LiveRoom>;

/** `GLS2_roomList`: seats and states as of `serverTime` (they move with the clock); no rooms for a vendor without live tables. */
export const RoomList = Type.Object({ vassalage: Str, vendorName: Str, serverTime: Str, rooms: Type.Array(LiveRoom) });
export type RoomList = Static<typeof RoomList>;
