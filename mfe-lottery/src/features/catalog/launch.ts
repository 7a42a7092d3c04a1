import { parseLotteryLaunch, type LotteryFamily, type LotteryLaunchQuery } from '@portal/shared/contracts';
import type { Catalog, CatalogGame, CatalogGroup } from './catalog';

/**
 * The launch query of spec §7 as the URL carries it: the contract's parser (a value outside the
 * contract's codes is dropped; `backUrl` is kept only as a same-site path).
 */
export const parseLaunchQuery = parseLotteryLaunch;

/** What a lottery page shows for its launch. */
export interface LaunchTarget {
  family: LotteryFamily;
  view: 'lobby' | 'betting';
  /** The game of the betting view (the lobby has none). */
  game: CatalogGame | null;
  /** What the launch code named, for the page to show by name: a game or a lobby (group); null when nothing. */
  named: { kind: 'game'; game: CatalogGame } | { kind: 'group'; group: CatalogGroup } | null;
}

/**
 * Resolves the launch code (`lottoGameCode`, else the game-start routes' `gameCode`) through the menus
 * (docs: contract "Launch query"): a menu game's `gameCode` or one of its `entryCodes` opens that game's
 * betting view (or its family's lobby with `lottoView=lobby`); a group's `lobbyCodes` open that group's
 * lobby (its first game's betting view with `lottoView=betting`); anything else opens the lobby of
 * `lottoArea`, else of the route's family. A code of another family than the route's opens that family.
 */
export function resolveLaunch(catalog: Catalog, query: LotteryLaunchQuery, routeFamily: LotteryFamily): LaunchTarget {
  const code = query.lottoGameCode ?? query.gameCode;
  const wantsLobby = query.lottoView === 'lobby';
  if (code) {
    for (const group of catalog.groups) {
      const game = group.games.find((candidate) => candidate.gameCode === code || candidate.entryCodes.includes(code));
      if (game) return { family: game.family, view: wantsLobby ? 'lobby' : 'betting', game: wantsLobby ? null : game, named: { kind: 'game', game } };
    }
    const group = catalog.groups.find((candidate) => candidate.lobbyCodes.includes(code));
    if (group) {
      const first = group.games[0] ?? null;
      const betting = query.lottoView === 'betting' && first !== null;
      return { family: group.family, view: betting ? 'betting' : 'lobby', game: betting ? first : null, named: { kind: 'group', group } };
    }
  }
  return { family: query.lottoArea ?? routeFamily, view: 'lobby', game: null, named: null };
}
