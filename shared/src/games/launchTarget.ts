import { CATEGORY_PATHS, type GameCategory, type VendorCard } from '../contracts';

export { CATEGORY_PATHS } from '../contracts';

/**
 * Game-start routes of spec §2 for lottery vendors: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery,
 * LOTT and ELOTT → /lottery, each with the gameCode. Null for a vendor that is not a lottery.
 */
export function lotteryRoute(vassalage: string, gameType: string, gameCode: string | null): string | null {
  const query = gameCode ? `?gameCode=${encodeURIComponent(gameCode)}` : '';
  if (vassalage === 'TCG_LOTTO_VN') return `/vnLottery${query}`;
  if (vassalage === 'TCG_SEA') return `/seaLottery${query}`;
  if (gameType === 'LOTT' || gameType === 'ELOTT') return `/lottery${query}`;
  return null;
}

/** Where the play page launches one game (it applies the login, trial and maintenance rules). */
export function playPath(nodeId: string): string {
  return `/seamless?nodeId=${encodeURIComponent(nodeId)}`;
}

export type VendorCardTarget =
  | { kind: 'navigate'; to: string }
  | { kind: 'gamePopup'; params: { vassalage: string; gameType: GameCategory; vendorName: string } }
  | { kind: 'play'; nodeId: string };

/**
 * What choosing a vendor (a header dropdown item, a home row card, a game centre card) does, by the
 * rules of spec §2: lottery vendors go to their lottery route, vendor groups open the game popup list,
 * list vendors open their category page filtered by vendor (`/rng?vassalage=…`), others launch directly.
 */
export function vendorCardTarget(card: VendorCard): VendorCardTarget {
  const lottery = card.launch === 'lottery' ? lotteryRoute(card.vassalage, card.gameType, card.gameCode) : null;
  if (lottery) return { kind: 'navigate', to: lottery };
  if (card.isGroup) return { kind: 'gamePopup', params: { vassalage: card.vassalage, gameType: card.gameType, vendorName: card.vendorName } };
  if (card.launch === 'direct' && card.nodeId) return { kind: 'play', nodeId: card.nodeId };
  return { kind: 'navigate', to: `${CATEGORY_PATHS[card.gameType]}?vassalage=${encodeURIComponent(card.vassalage)}` };
}
