import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { MIN_BET_FILTER } from '@portal/shared/contracts';
import type { DialectName } from '../db/connect';
import type { Database, GameVendorRow, IsoTime } from '../db/schema';
import type { GameWithVendor } from './game-item';

type Db = Kysely<Database>;

/** Games with what a GameItem needs of their vendor. */
const gamesWithVendor = (db: Db) =>
  db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .selectAll('game')
    .select(['game_vendor.name as vendor_name', 'game_vendor.maintenance as vendor_maintenance', 'game_vendor.is_inhouse as vendor_inhouse']);


export interface GameConditions {
  gameType?: string;
  vendorCode?: string;
  hot?: boolean;
  isNew?: boolean;
  subCategory?: string;
  /** minBet >= 100 minor units ("1 yuan or more"). */
  minBet1?: boolean;
  /** lines >= 25. */
  lines25?: boolean;
  /** Lower-cased text to find in `search_text`, and the database that searches it (see keywordWhere). */
  keyword?: { text: string; dialect: DialectName };
}

/** `%` and `_` typed by a player are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The keyword as one FTS5 string: a phrase matched as typed (quotes doubled; `*`, `-`, `AND` … are plain text). */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** A trigram is three unicode characters (code points, as FTS5 counts them: one Chinese or Burmese letter or mark is one). */
const TRIGRAM = 3;

/**
 * `search_text` holds the keyword, as a case-insensitive substring (migration 0011-game-search):
 * - PostgreSQL: the LIKE itself, which the pg_trgm GIN index serves (the planner picks it with the
 *   pattern known; the index is lossy, so PostgreSQL rechecks the LIKE on the rows it finds).
 * - SQLite: the FTS5 trigram table `game_search` finds the ids; a quoted phrase is an exact substring
 *   there, `%` and `_` included. FTS5 folds case on both sides as LIKE does (both are lower-cased
 *   already). A keyword shorter than a trigram matches nothing in FTS5, so one or two characters keep
 *   the LIKE scan of the category (a few ms over the ~9,800 slots, as before; such keywords are rare).
 */
export function keywordWhere(text: string, dialect: DialectName): RawBuilder<SqlBool> {
  if (dialect === 'sqlite' && [...text].length >= TRIGRAM) {
    return sql<SqlBool>`game.id IN (SELECT rowid FROM game_search WHERE game_search MATCH ${ftsPhrase(text)})`;
  }
  return sql<SqlBool>`game.search_text LIKE ${likePattern(text)} ESCAPE '!'`;
}

/** The WHERE of a game list over `game.*` columns (the same SQL on SQLite and PostgreSQL but the keyword's). */
export function gameWhere(c: GameConditions): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (c.gameType) parts.push(sql`game.game_type = ${c.gameType}`);
  if (c.vendorCode) parts.push(sql`game.vendor_code = ${c.vendorCode}`);
  if (c.hot) parts.push(sql`game.is_hot = 1`);
  if (c.isNew) parts.push(sql`game.is_new = 1`);
  if (c.subCategory) parts.push(sql`game.sub_category = ${c.subCategory}`);
  if (c.minBet1) parts.push(sql`game.min_bet >= ${MIN_BET_FILTER}`);
  if (c.lines25) parts.push(sql`game.lines >= 25`);
  if (c.keyword) parts.push(keywordWhere(c.keyword.text, c.keyword.dialect));
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** The catalogue's version (migration 0017), as text: a kept page of the catalogue is of one version. */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return String(row.version);
}

export async function countGames(db: Db, where: RawBuilder<SqlBool>): Promise<number> {
  const row = await db.selectFrom('game').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many games match, and from how many vendors (a list's total and its vendors, in one scan). */
export async function countGamesAndVendors(db: Db, where: RawBuilder<SqlBool>): Promise<{ games: number; vendors: number }> {
  const row = await db
    .selectFrom('game')
    .select((eb) => [eb.fn.countAll<number>().as('games'), eb.fn.count<number>('game.vendor_code').distinct().as('vendors')])
    .where(where)
    .executeTakeFirstOrThrow();
  // PostgreSQL counts are bigints, which its driver hands over as text.
  return { games: Number(row.games), vendors: Number(row.vendors) };
}

/**
 * A page of a catalogue list: hot first, then the vendor's sort (vendor order, then its own; unique
 * within a category), then id. The page's ids are found on the game table alone (the list-order
 * indexes cover it), and only those 20 rows are joined with their vendor: a deep page no longer joins
 * every row it skips.
 */
export function findGamePage(db: Db, where: RawBuilder<SqlBool>, offset: number, limit: number): Promise<GameWithVendor[]> {
  const pageIds = db
    .selectFrom('game')
    .select('game.id')
    .where(where)
    .orderBy('game.is_hot', 'desc')
    .orderBy('game.sort', 'asc')
    .orderBy('game.id', 'asc')
    .limit(limit)
    .offset(offset);
  return gamesWithVendor(db)
    .where('game.id', 'in', pageIds)
    .orderBy('game.is_hot', 'desc')
    .orderBy('game.sort', 'asc')
    .orderBy('game.id', 'asc')
    .execute();
}

export async function countFavoriteGames(db: Db, memberId: number, where: RawBuilder<SqlBool>): Promise<number> {
  const row = await db
    .selectFrom('favorite_game')
    .innerJoin('game', 'game.id', 'favorite_game.game_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('favorite_game.member_id', '=', memberId)
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's favourites, newest first. */
export function findFavoritePage(db: Db, memberId: number, where: RawBuilder<SqlBool>, offset: number, limit: number): Promise<GameWithVendor[]> {
  return gamesWithVendor(db)
    .innerJoin('favorite_game', 'favorite_game.game_id', 'game.id')
    .where('favorite_game.member_id', '=', memberId)
    .where(where)
    .orderBy('favorite_game.created_at', 'desc')
    .orderBy('game.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Distinct games the member launched, by their latest launch, newest first. */
export async function findRecentGameIds(db: Db, memberId: number, where: RawBuilder<SqlBool>, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_launch')
    .innerJoin('game', 'game.id', 'game_launch.game_id')
    .select((eb) => ['game.id as id', eb.fn.max('game_launch.created_at').as('last_at'), eb.fn.max('game_launch.id').as('last_id')])
    .where('game_launch.member_id', '=', memberId)
    .where(where)
    .groupBy('game.id')
    .orderBy('last_at', 'desc')
    .orderBy('last_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Games by id, in the order of the ids given. */
export async function findGamesByIds(db: Db, ids: readonly number[]): Promise<GameWithVendor[]> {
  if (ids.length === 0) return [];
  const rows = await gamesWithVendor(db).where('game.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findGameByNodeId(db: Db, nodeId: string): Promise<GameWithVendor | undefined> {
  return gamesWithVendor(db).where('game.node_id', '=', nodeId).executeTakeFirst();
}

/** Hot games that can be played now (neither they nor their vendor under maintenance), in sort order. */
export function findPlayableHotGames(db: Db): Promise<GameWithVendor[]> {
  return gamesWithVendor(db)
    .where('game.is_hot', '=', 1)
    .where('game.maintenance', '=', 0)
    .where('game_vendor.maintenance', '=', 0)
    .orderBy('game.sort', 'asc')
    .orderBy('game.id', 'asc')
    .execute();
}

/** A vendor's games of one category in the vendor's own order (the live lobby's tables). */
export function findVendorGamesOfType(db: Db, code: string, gameType: string): Promise<GameWithVendor[]> {
  return gamesWithVendor(db).where('game.vendor_code', '=', code).where('game.game_type', '=', gameType).orderBy('game.sort', 'asc').orderBy('game.id', 'asc').execute();
}

export function findVendor(db: Db, code: string): Promise<GameVendorRow | undefined> {
  return db.selectFrom('game_vendor').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findVendorCategories(db: Db, code: string): Promise<{ game_type: string; sort: number }[]> {
  return db.selectFrom('game_vendor_category').select(['game_type', 'sort']).where('vendor_code', '=', code).orderBy('sort', 'asc').execute();
}

/** How many games a vendor has per category and sub-category. */
export async function countVendorGames(db: Db, code: string): Promise<{ game_type: string; sub_category: string | null; n: number }[]> {
  const rows = await db
    .selectFrom('game')
    .select((eb) => ['game_type', 'sub_category', eb.fn.countAll<number>().as('n')])
    .where('vendor_code', '=', code)
    .groupBy(['game_type', 'sub_category'])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

export interface ListingRow {
  vendor_code: string;
  game_type: string;
  category_sort: number;
  vendor_sort: number;
  name: string;
  is_group: number;
  is_inhouse: number;
  maintenance: number;
}

/** Every vendor under every category it is listed in. */
export function findVendorListings(db: Db): Promise<ListingRow[]> {
  return db
    .selectFrom('game_vendor_category')
    .innerJoin('game_vendor', 'game_vendor.code', 'game_vendor_category.vendor_code')
    .select([
      'game_vendor_category.vendor_code',
      'game_vendor_category.game_type',
      'game_vendor_category.sort as category_sort',
      'game_vendor.sort as vendor_sort',
      'game_vendor.name',
      'game_vendor.is_group',
      'game_vendor.is_inhouse',
      'game_vendor.maintenance',
    ])
    .execute();
}

export async function countGamesByVendorAndType(db: Db): Promise<{ vendor_code: string; game_type: string; n: number }[]> {
  const rows = await db
    .selectFrom('game')
    .select((eb) => ['vendor_code', 'game_type', eb.fn.countAll<number>().as('n')])
    .groupBy(['game_type', 'vendor_code'])
    .execute();
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** The games of the given categories in sort order (the lobbies of direct and lottery cards come first). */
export function findGamesOfTypes(db: Db, types: readonly string[]): Promise<{ vendor_code: string; game_type: string; node_id: string; game_code: string }[]> {
  return db
    .selectFrom('game')
    .select(['vendor_code', 'game_type', 'node_id', 'game_code'])
    .where('game_type', 'in', [...types])
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export interface RankRow {
  id: number;
  payout: number;
  created_at: IsoTime;
  account: string;
  game: GameWithVendor;
}

/** The biggest winning real-money bets of a site since `since`, biggest payout first. */
export async function findBiggestWins(db: Db, merchantId: number, since: IsoTime, gameType: string | null, limit: number): Promise<RankRow[]> {
  let query = db
    .selectFrom('bet_record')
    .innerJoin('member', 'member.id', 'bet_record.member_id')
    .select(['bet_record.id', 'bet_record.payout', 'bet_record.created_at', 'bet_record.game_id', 'member.account'])
    .where('bet_record.merchant_id', '=', merchantId)
    .where('bet_record.created_at', '>=', since)
    .where('bet_record.status', '=', 'settled')
    .where('bet_record.win_loss', '>', 0);
  if (gameType) query = query.where('bet_record.game_type', '=', gameType);
  const rows = await query.orderBy('bet_record.payout', 'desc').orderBy('bet_record.created_at', 'desc').orderBy('bet_record.id', 'desc').limit(limit).execute();
  const games = new Map((await findGamesByIds(db, [...new Set(rows.map((row) => row.game_id))])).map((game) => [game.id, game]));
  return rows.flatMap((row) => {
    const game = games.get(row.game_id);
    return game ? [{ id: row.id, payout: Number(row.payout), created_at: row.created_at, account: row.account, game }] : [];
  });
}

// Favourites

export async function favoriteGameIdsAmong(db: Db, memberId: number, gameIds: readonly number[]): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db.selectFrom('favorite_game').select('game_id').where('member_id', '=', memberId).where('game_id', 'in', [...gameIds]).execute();
  return new Set(rows.map((row) => row.game_id));
}

export async function favoriteNodeIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favorite_game')
    .innerJoin('game', 'game.id', 'favorite_game.game_id')
    .select('game.node_id')
    .where('favorite_game.member_id', '=', memberId)
    .orderBy('favorite_game.created_at', 'desc')
    .orderBy('game.id', 'desc')
    .execute();
  return rows.map((row) => row.node_id);
}

export async function favoriteStats(db: Db, memberId: number, gameId: number): Promise<{ count: number; latest: IsoTime | null; has: boolean }> {
  const row = await db
    .selectFrom('favorite_game')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('created_at').as('latest'),
      eb.fn.sum<number>(eb.case().when('game_id', '=', gameId).then(1).else(0).end()).as('has'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), latest: row.latest ?? null, has: Number(row.has ?? 0) > 0 };
}

export async function insertFavorite(db: Db, memberId: number, gameId: number, createdAt: IsoTime): Promise<void> {
  await db
    .insertInto('favorite_game')
    .values({ member_id: memberId, game_id: gameId, created_at: createdAt })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.deleteFrom('favorite_game').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
}

// Artwork

export function findGameArt(db: Db, nodeId: string): Promise<{ node_id: string; vendor_code: string; game_type: string; engine: string; sub_category: string | null; art_version: number; color: string } | undefined> {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .select(['game.node_id', 'game.vendor_code', 'game.game_type', 'game.engine', 'game.sub_category', 'game.art_version', 'game_vendor.color'])
    .where('game.node_id', '=', nodeId)
    .executeTakeFirst();
}
