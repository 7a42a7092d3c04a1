import { type SessionState } from '@portal/kernel';
import { lotteryRoute, playPath, vendorCardTarget, type GameCategory, type GameItem, type VendorCard } from '@portal/shared';
import { CATEGORY_PATHS } from '@portal/shared/contracts';

export { CATEGORY_PATHS };

export const categoryPath = (code: GameCategory): string => CATEGORY_PATHS[code];

// One set of game-start routes for the whole portal (@portal/shared's games): the header's dropdowns,
// the footer's logos and these rows open a vendor the same way.
export { lotteryRoute, playPath };

export type LaunchTarget = { game: GameItem } | { vendor: VendorCard };

export type LaunchAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'gamePopup'; params: { vassalage: string; gameType: string; vendorName: string } }
  | { kind: 'login'; params: Record<string, unknown> }
  | { kind: 'trial' }
  | { kind: 'maintenance'; name: string };

export type LaunchOutcome = LaunchAction['kind'];

type Session = Pick<SessionState, 'isLogin' | 'isTrial'>;

/** What starting a game or a vendor means for who is asking (spec §2 game-start routes, §6 roles). */
export function decideLaunch(target: LaunchTarget, session: Session): LaunchAction {
  if ('vendor' in target) return decideVendor(target.vendor, session);
  const { game } = target;
  const name = game.displayName || game.gameName;
  if (game.maintenance) return { kind: 'maintenance', name };
  const lottery = lotteryRoute(game.vassalage, game.gameType, game.gameCode);
  if (lottery) return { kind: 'navigate', to: lottery };
  return direct(game.nodeId, session, game.freePlay ? { freePlay: { nodeId: game.nodeId, gameName: name } } : {});
}

/**
 * Where a vendor leads is the shared rule (`vendorCardTarget`: lottery route, then a vendor group's
 * game popup, then its lobby game, then its category page filtered by it); this adds who is asking
 * and maintenance.
 */
function decideVendor(card: VendorCard, session: Session): LaunchAction {
  const target = vendorCardTarget(card);
  if (target.kind === 'gamePopup') return target;
  if (card.maintenance && (target.kind === 'play' || card.launch === 'lottery')) return { kind: 'maintenance', name: card.vendorName };
  if (target.kind === 'play') return direct(target.nodeId, session, {});
  return target;
}

function direct(nodeId: string, session: Session, loginParams: Record<string, unknown>): LaunchAction {
  if (!session.isLogin) return { kind: 'login', params: loginParams };
  if (session.isTrial) return { kind: 'trial' };
  return { kind: 'navigate', to: playPath(nodeId) };
}
