import { paths, memberPage } from '../../app/paths';

/**
 * Header navigation order of spec §2: home first, then the member's favourites (the sort order is
 * HOME, FAV, then the vendors' categories), promotions last. The vendor lists that decide which
 * categories show, and their dropdowns, come from the games catalogue.
 */
export const HEADER_NAV = [
  { code: 'HOME', to: paths.home },
  { code: 'FAV', to: paths.favorite },
  { code: 'ELOTT', to: '/elott' },
  { code: 'LOTT', to: '/lott' },
  { code: 'LIVE', to: '/live' },
  { code: 'SPORTS', to: '/sports' },
  { code: 'FISH', to: '/fish' },
  { code: 'RNG', to: '/rng' },
  { code: 'PVP', to: '/pvp' },
  { code: 'ESPORTS', to: '/esports' },
  { code: 'COCKFIGHT', to: '/cockfight' },
  { code: 'PROMO', to: paths.promotions },
] as const;

/** Account menu of spec §2; `flag` names the whitelabel flag an item needs, `agentOnly` the role. */
export const ACCOUNT_MENU = [
  { key: 'bettingRecord', to: memberPage('personalHistoryCopy') },
  { key: 'accountRecord', to: memberPage('transactionHistory') },
  { key: 'personalLoss', to: memberPage('personalProfit') },
  { key: 'rewardCenter', to: memberPage('rewardCenter') },
  { key: 'points', to: paths.pointMall, flag: 'PTSYS3' },
  { key: 'securityCenter', to: memberPage('securityCenter') },
  { key: 'responsibleGaming', to: memberPage('responsibleGaming') },
  { key: 'agentCenter', to: paths.agentHome, agentOnly: true },
  { key: 'manualRebate', to: memberPage('manualRebate'), flag: 'MANPLAYREB3' },
] as const;

/**
 * Game pages where the side menu is hidden (spec §2), exactly as the spec spells them. The lottery
 * pages the portal links, /lottery, /vnLottery and /seaLottery, are not among them: all three show the
 * side menu. Compared as spelled, not case-insensitively like the router, or /vnLottery would match
 * /vnlottery and lose the menu /lottery keeps.
 */
const GAME_PAGES = ['/seamless', '/lottert', '/vnlottery', '/sealottery'];

export function isGamePage(path: string): boolean {
  return GAME_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
