import { envelopeSchema, nullValue } from '../http/envelope';
import { CATEGORIES, SUB_CATEGORIES } from './catalogue-data';

const objectOf = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties });
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const strOrNull = { type: ['string', 'null'] };
const listOf = (items: object) => ({ type: 'array', items });

/*
 * Query fields the client sends by habit (clientType, platform, merchant, language, merchantCode,
 * isPlatform) are accepted and not used: the site comes from the Merchant header, the language from
 * the Language header. Optional filters accept an empty value as "no filter", as a form sends them.
 */

const habitual = {
  clientType: { type: 'string', maxLength: 16 },
  platform: { type: 'string', maxLength: 64 },
  merchant: { type: 'string', maxLength: 32 },
  merchantCode: { type: 'string', maxLength: 32 },
  isPlatform: { type: 'string', maxLength: 16 },
  language: { type: 'string', maxLength: 8 },
};

const gameType = { type: 'string', enum: [...CATEGORIES] };
const optionalGameType = { type: 'string', enum: ['', ...CATEGORIES] };
const vassalage = { type: 'string', pattern: '^[A-Za-z0-9_]{0,32}$' };
const flag = { type: 'integer', enum: [0, 1] };

export const gameItemSchema = objectOf({
  gameId: int,
  nodeId: str,
  nodeName: str,
  gameName: str,
  displayName: str,
  showIcon: str,
  iconUrl: str,
  lagerIcon: str,
  vassalage: str,
  vendorName: str,
  gameType: str,
  gameCode: str,
  isGame: int,
  isHot: int,
  isNew: int,
  subCategory: strOrNull,
  minBet: int,
  lines: int,
  maintenance: bool,
  freePlay: bool,
  demo: bool,
  engine: str,
  isFavorite: bool,
});

const gamePage = objectOf({ content: listOf(gameItemSchema), pageNum: int, pageSize: int, totalPages: int, totalElements: int });
const shortPage = objectOf({ content: listOf(gameItemSchema), pageNum: int, totalPages: int });

export const GAME_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

export interface GameListQuery {
  gameType: string;
  pageNo: number;
  pageSize: number;
  vassalage?: string;
  filter?: GameFilter | '';
  subCategory?: string;
  minBet1?: 0 | 1;
  lines25?: 0 | 1;
  keyword?: string;
}

export const gameListSchema = {
  querystring: {
    type: 'object',
    required: ['gameType'],
    properties: {
      ...habitual,
      gameType,
      pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      vassalage,
      filter: { type: 'string', enum: ['', ...GAME_FILTERS] },
      subCategory: { type: 'string', enum: ['', ...SUB_CATEGORIES] },
      minBet1: flag,
      lines25: flag,
      keyword: { type: 'string', maxLength: 50 },
    },
  },
  response: envelopeSchema(gamePage),
};

export const hotGamesSchema = {
  querystring: { type: 'object', properties: { ...habitual } },
  response: envelopeSchema(listOf(gameItemSchema)),
};

export interface VassGameTypeQuery {
  vassalage: string;
}

export const vassGameTypeSchema = {
  querystring: { type: 'object', required: ['vassalage'], properties: { ...habitual, vassalage: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } } },
  response: envelopeSchema(
    objectOf({
      vassalage: str,
      vendorName: str,
      gameTypes: listOf(objectOf({ gameType: str, subCategories: listOf(str), count: int })),
    }),
  ),
};

const vendorCard = objectOf({
  vassalage: str,
  vendorName: str,
  gameType: str,
  logoUrl: str,
  isGroup: bool,
  launch: { type: 'string', enum: ['list', 'direct', 'lottery'] },
  nodeId: strOrNull,
  gameCode: strOrNull,
  maintenance: bool,
  gameCount: int,
});

export const vendorLanesSchema = {
  querystring: { type: 'object', properties: { ...habitual } },
  response: envelopeSchema(objectOf({ data: objectOf({ lanes: listOf(objectOf({ title: str, gameClassify: str, vendors: listOf(str), cards: listOf(vendorCard) })) }) })),
};

export interface RankListQuery {
  gameCategory?: string;
  limitNum: number;
}

export const rankListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...habitual,
      gameCategory: { type: 'string', enum: ['', 'ALL', ...CATEGORIES] },
      limitNum: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    },
  },
  response: envelopeSchema(
    objectOf({
      list: listOf(
        objectOf({
          vo: objectOf({ customerName: str, winAmount: int, iconUrl: str, gameName: str, nodeId: str, vassalage: str, gameType: str, createdAt: str }),
        }),
      ),
    }),
  ),
};

export const favoriteIdsSchema = {
  response: envelopeSchema(listOf(str)),
};

export interface FavoriteListQuery {
  pageNo: number;
  pageSize: number;
  gameType?: string;
}

export const favoriteListSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...habitual,
      pageNo: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 999, default: 999 },
      gameType: optionalGameType,
    },
  },
  response: envelopeSchema(shortPage),
};

const nodeId = { type: 'string', minLength: 1, maxLength: 64 };

export interface AddFavoriteBody {
  nodeId: string;
  vendor?: string;
  gameType?: string;
}

export const addFavoriteSchema = {
  body: {
    type: 'object',
    required: ['nodeId'],
    properties: { nodeId, vendor: { type: 'string', maxLength: 32 }, gameType: { type: 'string', maxLength: 16 } },
  },
  response: envelopeSchema(nullValue),
};

export interface RemoveFavoriteQuery {
  nodeId: string;
}

export const removeFavoriteSchema = {
  querystring: { type: 'object', required: ['nodeId'], properties: { nodeId } },
  response: envelopeSchema(nullValue),
};

export interface RecentGamesQuery {
  page: number;
  pageSize: number;
  gameType?: string;
}

export const recentGamesSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...habitual,
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      gameType: optionalGameType,
    },
  },
  response: envelopeSchema(shortPage),
};

export interface GameArtParams {
  file: string;
}

export interface GameArtQuery {
  size?: string;
  v?: string;
}

export const gameArtSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' } } },
  querystring: { type: 'object', properties: { size: { type: 'string', enum: ['', 'square', 'large'] }, v: { type: 'string', maxLength: 32 } } },
};

export const vendorArtSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}\\.svg$' } } },
};
