// The games catalogue's codes (docs/wire-contract.md, "Calls of the games"). The API's catalogue data
// and schemas take them from here; the front ends take the unions as types.

/** Category codes of spec §2 (`gameType`). */
export const GAME_CATEGORIES = ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'RNG', 'BGS', 'COCKFIGHT'] as const;

/** Sub-categories of spec §3: jackpot, table games, arcade, bingo. */
export const GAME_SUB_CATEGORIES = ['JP', 'TG', 'AC', 'BG'] as const;

/** The slot filter `minBet1`: games whose minimum bet is at least this, in minor units (K 1.00). */
export const MIN_BET_FILTER = 100;

/** The in-house engines: every game is played by one of them. */
export const GAME_ENGINES = ['slot', 'dice', 'crash'] as const;

/** How a vendor card opens: its category page filtered by vendor, one game directly, or a lottery route. */
export const VENDOR_LAUNCHES = ['list', 'direct', 'lottery'] as const;

/** The `filter` of a game list (`GCSGAME_gameList`); FAV and RECENT need a session. */
export const GAME_LIST_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;

/** The title of the in-house vendors' lane (`gameClassify` RNG), right after RNG. */
export const INHOUSE_LANE = 'INHOUSE';

/** The page of each category (spec §2); LIVE, FISH, RNG, PVP and BGS are game lists. */
export const CATEGORY_PATHS = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  LIVE: '/live',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  BGS: '/bgs',
} as const satisfies Record<(typeof GAME_CATEGORIES)[number], string>;

/** The categories whose page is a game list (the others are game centres of vendor cards). */
export const GAME_LIST_CATEGORIES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;

/**
 * A game list page's banner art, drawn by the API without text (the page lays its title
 * over it): the picture that page shows first, so the page draws it in its own HTML too.
 */
export const categoryArtUrl = (category: (typeof GAME_LIST_CATEGORIES)[number]): string => `/wps/asset/category/${category}.svg?v=1`;

/** A live table's state (`GLS2_roomList`): taking bets, dealer on break, or changing the shoe. */
export const LIVE_TABLE_STATUSES = ['open', 'closed', 'shuffling'] as const;
