import { type SessionState } from '@portal/kernel';
import type { GameCategory, GameItem, VendorCard } from '@portal/shared';
import { CATEGORY_PATHS } from '@portal/shared/contracts';

export { CATEGORY_PATHS };

export const categoryPath = (code: GameCategory): string => CATEGORY_PATHS[code];

/** The play page of another helper's `features/play`; it launches the game itself. */
export const playPath = (nodeId: string) => `/seamless?nodeId=${encodeURIComponent(nodeId)}`;

/** Game-start routes of spec §2 for lotteries, or null when the game is not a lottery. */
export function lotteryRoute(vassalage: string, gameType: string, gameCode: string | null): string | null {
  const code = encodeURIComponent(gameCode ?? '');
  if (vassalage === 'TCG_LOTTO_VN') return `/vnLottery?gameCode=${code}`;
  if (vassalage === 'TCG_SEA') return `/seaLottery?gameCode=${code}`;
  if (gameType === 'LOTT' || gameType === 'ELOTT') return `/lottery?gameCode=${code}`;
  return null;
}

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

function decideVendor(card: VendorCard, session: Session): LaunchAction {
  if (card.launch === 'lottery') {
    if (card.maintenance) return { kind: 'maintenance', name: card.vendorName };
    return { kind: 'navigate', to: lotteryRoute(card.vassalage, card.gameType, card.gameCode) ?? `/lottery?gameCode=${encodeURIComponent(card.gameCode ?? '')}` };
  }
  if (card.launch === 'list') return { kind: 'navigate', to: `${categoryPath(card.gameType)}?vassalage=${encodeURIComponent(card.vassalage)}` };
  if (card.isGroup || !card.nodeId) {
    return { kind: 'gamePopup', params: { vassalage: card.vassalage, gameType: card.gameType, vendorName: card.vendorName } };
  }
  if (card.maintenance) return { kind: 'maintenance', name: card.vendorName };
  return direct(card.nodeId, session, {});
}

function direct(nodeId: string, session: Session, loginParams: Record<string, unknown>): LaunchAction {
  if (!session.isLogin) return { kind: 'login', params: loginParams };
  if (session.isTrial) return { kind: 'trial' };
  return { kind: 'navigate', to: playPath(nodeId) };
}
