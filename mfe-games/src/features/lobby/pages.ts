/** The pages this remote owns (spec §2) and what each one is. */
export const GAME_PAGES = {
  '/sports': { code: 'SPORTS', kind: 'centre' },
  '/esports': { code: 'ESPORTS', kind: 'centre' },
  '/lott': { code: 'LOTT', kind: 'centre' },
  '/elott': { code: 'ELOTT', kind: 'centre' },
  '/cockfight': { code: 'COCKFIGHT', kind: 'centre' },
  '/live': { code: 'LIVE', kind: 'list' },
  '/fish': { code: 'FISH', kind: 'list' },
  '/rng': { code: 'RNG', kind: 'list' },
  '/pvp': { code: 'PVP', kind: 'list' },
  '/bgs': { code: 'BGS', kind: 'list' },
  '/favorite': { code: 'FAV', kind: 'account' },
  '/recent': { code: 'RECENT', kind: 'account' },
  '/seamless': { code: 'SEAMLESS', kind: 'game' },
} as const;

export type GamePage = (typeof GAME_PAGES)[keyof typeof GAME_PAGES];

export function pageOf(basePath: string): GamePage {
  return GAME_PAGES[basePath as keyof typeof GAME_PAGES] ?? GAME_PAGES['/rng'];
}
