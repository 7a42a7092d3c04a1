import type { LotteryFamily, LotteryGame, LotteryGameList, LotteryGroupCode, LotteryMenus, LotteryPlay } from '@portal/shared/contracts';

/** A game as the page uses it: its list entry (schedule, chase, entry codes) joined with its plays. */
export interface CatalogGame extends LotteryGame {
  plays: LotteryPlay[];
}

/** A game group (a lobby) with the catalogue codes of its lobby card and its games in menu order. */
export interface CatalogGroup {
  gameGroupCode: LotteryGroupCode;
  family: LotteryFamily;
  lobbyCodes: string[];
  games: CatalogGame[];
}

export interface Catalog {
  groups: CatalogGroup[];
}

/**
 * Joins the two menu calls of every prize mode: `game_menu` gives the groups, lobby codes and plays,
 * `game_menus` the schedule, chase limit and entry codes. A game listed by one call only is left out
 * (it could not be shown or bet on); a group seen under two modes is kept once.
 */
export function joinCatalog(answers: ReadonlyArray<{ list: LotteryGameList; menus: LotteryMenus }>): Catalog {
  const groups = new Map<LotteryGroupCode, CatalogGroup>();
  for (const { list, menus } of answers) {
    const byId = new Map(list.values.map((game) => [game.gameId, game]));
    for (const group of menus.groups) {
      const joined = groups.get(group.gameGroupCode) ?? { gameGroupCode: group.gameGroupCode, family: group.family, lobbyCodes: [], games: [] };
      joined.lobbyCodes = [...new Set([...joined.lobbyCodes, ...group.lobbyCodes])];
      for (const menu of group.gameMenus) {
        const game = byId.get(menu.gameId);
        if (game && !joined.games.some((known) => known.gameId === game.gameId)) joined.games.push({ ...game, plays: menu.plays });
      }
      groups.set(group.gameGroupCode, joined);
    }
  }
  return { groups: [...groups.values()].filter((group) => group.games.length > 0) };
}

export const gamesOfFamily = (catalog: Catalog, family: LotteryFamily): CatalogGame[] =>
  catalog.groups.filter((group) => group.family === family).flatMap((group) => group.games);
