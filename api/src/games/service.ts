import type { Kysely } from 'kysely';
import type {
  FavoriteListQuery, GameCategory, GameListQuery, GamePage, GameVendorLanes, MemberGamePage, RankList, RecentGamesQuery, SubCategory, VendorGameTypes,
} from '@portal/shared/contracts';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { isoIn, isoNow } from '../db/time';
import { ApiError, notLoggedIn } from '../http/api-error';
import type { Language } from '../http/messages';
import { drawGameArt, drawVendorLogo } from './art-svg';
import { SUB_CATEGORIES } from './catalogue-data';
import { gameIconUrl, gameName, toGameItem, type GameItem, type GameWithVendor } from './game-item';
import {
  catalogueVersion, countFavoriteGames, countGames, countGamesByVendorAndType, countVendorGames, deleteFavorite, favoriteGameIdsAmong, favoriteNodeIds,
  favoriteStats, findBiggestWins, findFavoritePage, findGameArt, findGameByNodeId, findGamePage, findGamesByIds, findGamesOfTypes,
  findPlayableHotGames, findRecentGameIds, findVendor, findVendorCategories, findVendorListings, gameWhere, insertFavorite,
  type GameConditions,
} from './queries';
import { buildLanes, LAUNCH_OF_CATEGORY, type VendorListing } from './vendor-lanes';
import { CataloguePageCache } from './page-cache';

type Db = Kysely<Database>;

/*
 * The games catalogue calls (docs/wire-contract.md, "Calls of the games"). The catalogue is the
 * platform's; favourites, recent games and the rank list are per member or per site. Every list is a
 * GameItem list in the request's language, with `isFavorite` marked when the caller has a session.
 */

export const MAX_FAVORITES = 999;
export const MAX_RECENT = 20;
export const MAX_HOT = 24;
/** The rank list's window: the biggest wins of the last 30 days. */
export const RANK_WINDOW_MS = 30 * 24 * 3600_000;

export function gameNotFound(): ApiError {
  return new ApiError(404, 'game.not.found', 'game.not.found');
}

/** Marks the caller's favourites among the rows and turns them into GameItems. */
async function toItems(db: Db, rows: GameWithVendor[], language: Language, memberId: number | null, allFavorite = false): Promise<GameItem[]> {
  const favorites = allFavorite || memberId === null ? new Set<number>() : await favoriteGameIdsAmong(db, memberId, rows.map((row) => row.id));
  return rows.map((row) => toGameItem(row, language, allFavorite || favorites.has(row.id)));
}

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** The kept catalogue pages of each database the process serves (page-cache.ts). */
const cataloguePages = new WeakMap<Db, CataloguePageCache>();
function pagesOf(db: Db): CataloguePageCache {
  let pages = cataloguePages.get(db);
  if (!pages) cataloguePages.set(db, (pages = new CataloguePageCache()));
  return pages;
}

/** A player's search text: trimmed, lower-cased (search_text is stored lower-cased), NFC. */
export function normalizeKeyword(raw: string | undefined): string | undefined {
  const text = raw?.normalize('NFC').trim().toLowerCase();
  return text ? text : undefined;
}

/** `GCSGAME_gameList`: one category's games, filtered and paged; FAV and RECENT need a session. */
export async function listGames(db: Db, dialect: DialectName, query: GameListQuery, language: Language, memberId: number | null): Promise<GamePage> {
  const filter = query.filter || 'ALL';
  const keyword = normalizeKeyword(query.keyword);
  const conditions: GameConditions = {
    gameType: query.gameType,
    vendorCode: query.vassalage ? query.vassalage.toUpperCase() : undefined,
    hot: filter === 'HOT',
    isNew: filter === 'NEW',
    subCategory: query.subCategory || undefined,
    minBet1: query.minBet1 === 1,
    lines25: query.lines25 === 1,
    keyword: keyword ? { text: keyword, dialect } : undefined,
  };
  const where = gameWhere(conditions);
  const offset = (query.pageNo - 1) * query.pageSize;
  const answer = (content: GameItem[], total: number): GamePage => ({
    content,
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: totalPages(total, query.pageSize),
    totalElements: total,
  });
  const page = async (rows: GameWithVendor[], total: number, allFavorite = false) => answer(await toItems(db, rows, language, memberId, allFavorite), total);

  if (filter === 'FAV' || filter === 'RECENT') {
    if (memberId === null) throw notLoggedIn();
    if (filter === 'FAV') {
      const [total, rows] = await Promise.all([countFavoriteGames(db, memberId, where), findFavoritePage(db, memberId, where, offset, query.pageSize)]);
      return page(rows, total, true);
    }
    const ids = await findRecentGameIds(db, memberId, where, MAX_RECENT);
    return page(await findGamesByIds(db, ids.slice(offset, offset + query.pageSize)), ids.length);
  }
  const key = JSON.stringify([conditions.gameType, conditions.vendorCode, filter, conditions.subCategory, conditions.minBet1, conditions.lines25, keyword, offset, query.pageSize, language]);
  const catalogue = await pagesOf(db).get(await catalogueVersion(db), key, async () => {
    const [total, rows] = await Promise.all([countGames(db, where), findGamePage(db, where, offset, query.pageSize)]);
    return { items: rows.map((row) => toGameItem(row, language)), total };
  });
  const favorites = memberId === null ? new Set<number>() : await favoriteGameIdsAmong(db, memberId, catalogue.items.map((item) => item.gameId));
  return answer(catalogue.items.map((item) => (favorites.has(item.gameId) ? { ...item, isFavorite: true } : item)), catalogue.total);
}

/** The header order of spec §2, then BGS: the order categories take turns in the hot row. */
const HOT_CATEGORY_ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BGS'];

/**
 * `GCSGAME_hotGamesV2`: at most 24 hot games that can be played now. The in-house games come first
 * (the only ones played for real money), then the categories take turns (one hot game of each, in the
 * header order, then the next of each), so every category is on the home row.
 */
export async function hotGames(db: Db, language: Language, memberId: number | null): Promise<GameItem[]> {
  const rows = await findPlayableHotGames(db);
  const inhouse = rows.filter((row) => row.vendor_inhouse === 1);
  const queues = HOT_CATEGORY_ORDER.map((type) => rows.filter((row) => row.vendor_inhouse !== 1 && row.game_type === type));
  const picked = [...inhouse];
  for (let round = 0; picked.length < MAX_HOT && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const row = queue[round];
      if (row && picked.length < MAX_HOT) picked.push(row);
    }
  }
  return toItems(db, picked.slice(0, MAX_HOT), language, memberId);
}

/** `GCSGAME_getVassGameType`: the categories a vendor has games in (its own order), their sub-categories and counts. */
export async function vendorGameTypes(db: Db, rawCode: string): Promise<VendorGameTypes> {
  const code = rawCode.toUpperCase();
  const vendor = await findVendor(db, code);
  if (!vendor) throw new ApiError(404, 'game.vendor.not.found', 'game.vendor.not.found');
  const [categories, stats] = await Promise.all([findVendorCategories(db, code), countVendorGames(db, code)]);
  const types = [...categories.map((c) => c.game_type), ...stats.map((s) => s.game_type)].filter((type, i, all) => all.indexOf(type) === i);
  return {
    vassalage: vendor.code,
    vendorName: vendor.name,
    gameTypes: types.flatMap((gameType) => {
      const of = stats.filter((s) => s.game_type === gameType);
      const count = of.reduce((sum, s) => sum + s.n, 0);
      if (count === 0) return [];
      const subCategories: SubCategory[] = SUB_CATEGORIES.filter((sub) => of.some((s) => s.sub_category === sub));
      // The catalogue holds only the contract's codes (seeded from its lists).
      return [{ gameType: gameType as GameCategory, subCategories, count }];
    }),
  };
}

/** `GCSGAME_newGameVendor`: the vendor lanes, vendor rules applied (vendor-lanes.ts). */
export async function vendorLanes(db: Db): Promise<GameVendorLanes> {
  const lobbyTypes = Object.keys(LAUNCH_OF_CATEGORY).filter((type) => LAUNCH_OF_CATEGORY[type] !== 'list');
  const [listings, counts, lobbyGames] = await Promise.all([findVendorListings(db), countGamesByVendorAndType(db), findGamesOfTypes(db, lobbyTypes)]);
  const key = (vendor: string, type: string) => `${vendor}\u0000${type}`;
  const countOf = new Map(counts.map((c) => [key(c.vendor_code, c.game_type), c.n]));
  const lobbyOf = new Map<string, { node_id: string; game_code: string }>();
  for (const game of lobbyGames) if (!lobbyOf.has(key(game.vendor_code, game.game_type))) lobbyOf.set(key(game.vendor_code, game.game_type), game);
  const input: VendorListing[] = listings.map((l) => {
    const lobby = lobbyOf.get(key(l.vendor_code, l.game_type));
    return {
      vassalage: l.vendor_code,
      vendorName: l.name,
      gameType: l.game_type,
      categorySort: l.category_sort,
      vendorSort: l.vendor_sort,
      isGroup: l.is_group === 1,
      isInhouse: l.is_inhouse === 1,
      maintenance: l.maintenance === 1,
      gameCount: countOf.get(key(l.vendor_code, l.game_type)) ?? 0,
      lobbyNodeId: lobby?.node_id ?? null,
      lobbyGameCode: lobby?.game_code ?? null,
    };
  });
  return { data: { lanes: buildLanes(input) } };
}

/** "demo" → "de***o": enough to recognise oneself, not enough to find an account. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length >= 4) return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
  if (chars.length >= 2) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}***`;
}

/** `GCSGAME_getRankList`: the site's biggest real-money wins (payout) of the last 30 days. */
export async function rankList(db: Db, merchantId: number, category: string | undefined, limit: number, language: Language): Promise<RankList> {
  const gameType = category && category !== 'ALL' ? category : null;
  const rows = await findBiggestWins(db, merchantId, isoIn(-RANK_WINDOW_MS), gameType, limit);
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: maskName(row.account),
        winAmount: row.payout,
        iconUrl: gameIconUrl(row.game.node_id, row.game.art_version),
        gameName: gameName(row.game, language),
        nodeId: row.game.node_id,
        vassalage: row.game.vendor_code,
        gameType: row.game.game_type as GameCategory,
        createdAt: row.created_at,
      },
    })),
  };
}

// Favourites and recent games (T calls)

export function listFavoriteNodeIds(db: Db, memberId: number): Promise<string[]> {
  return favoriteNodeIds(db, memberId);
}

export async function listFavorites(db: Db, memberId: number, query: FavoriteListQuery, language: Language): Promise<MemberGamePage> {
  const where = gameWhere({ gameType: query.gameType || undefined });
  const offset = (query.pageNo - 1) * query.pageSize;
  const [total, rows] = await Promise.all([countFavoriteGames(db, memberId, where), findFavoritePage(db, memberId, where, offset, query.pageSize)]);
  return { content: await toItems(db, rows, language, memberId, true), pageNum: query.pageNo, totalPages: totalPages(total, query.pageSize) };
}

/**
 * Adds a favourite: already there is a success that changes nothing. Times are kept strictly
 * increasing per member, so "newest first" is the order of the adds even within one millisecond.
 */
export async function addFavorite(db: Db, memberId: number, nodeId: string): Promise<null> {
  const game = await findGameByNodeId(db, nodeId);
  if (!game) throw gameNotFound();
  const stats = await favoriteStats(db, memberId, game.id);
  if (stats.has) return null;
  if (stats.count >= MAX_FAVORITES) throw new ApiError(400, 'favorite.full', 'favorite.full', null, null, { max: MAX_FAVORITES });
  const now = isoNow();
  const createdAt = stats.latest && stats.latest >= now ? new Date(Date.parse(stats.latest) + 1).toISOString() : now;
  await insertFavorite(db, memberId, game.id, createdAt);
  return null;
}

/** Removes a favourite; one that is not there (or an unknown game) is a success too. */
export async function removeFavorite(db: Db, memberId: number, nodeId: string): Promise<null> {
  const game = await findGameByNodeId(db, nodeId);
  if (game) await deleteFavorite(db, memberId, game.id);
  return null;
}

/** `GCS_recentGame`: the member's last 20 distinct games by latest launch, newest first, paged. */
export async function recentGames(db: Db, memberId: number, query: RecentGamesQuery, language: Language): Promise<MemberGamePage> {
  const ids = await findRecentGameIds(db, memberId, gameWhere({ gameType: query.gameType || undefined }), MAX_RECENT);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await findGamesByIds(db, ids.slice(offset, offset + query.pageSize));
  return { content: await toItems(db, rows, language, memberId), pageNum: query.page, totalPages: totalPages(ids.length, query.pageSize) };
}

// Artwork

/** A game's SVG and whether the asked version is the current one (then it may be cached for good). */
export async function gameArtSvg(db: Db, nodeId: string, size: 'square' | 'large', version: string | undefined): Promise<{ svg: string; current: boolean } | null> {
  const game = await findGameArt(db, nodeId);
  if (!game) return null;
  const svg = drawGameArt(
    { nodeId: game.node_id, vendorCode: game.vendor_code, gameType: game.game_type, engine: game.engine, subCategory: game.sub_category, color: game.color },
    size,
  );
  return { svg, current: version === String(game.art_version) };
}

export async function vendorLogoSvg(db: Db, code: string): Promise<string | null> {
  const vendor = await findVendor(db, code.toUpperCase());
  return vendor ? drawVendorLogo(vendor.code, vendor.color) : null;
}
