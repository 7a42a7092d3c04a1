import type { Kysely } from 'kysely';
import type { CategorySummary, GameCategory } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { countGamesAndVendors, gameWhere } from './queries';

/**
 * `GCSGAME_categorySummary`: the games of a category's list and the vendors they come from. It reads
 * the list's own condition (`gameWhere` with the category and no filter, as `GCSGAME_gameList` with
 * `filter=ALL`), so the number shown under the banner is the list's total, whatever that condition
 * comes to leave out.
 */
export async function categorySummary(db: Kysely<Database>, gameType: GameCategory): Promise<CategorySummary> {
  const { games, vendors } = await countGamesAndVendors(db, gameWhere({ gameType }));
  return { gameType, games, vendors };
}
