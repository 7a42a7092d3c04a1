import { sendCommand, useCommand, useNavigate } from '@portal/kernel';
import { playPath, type VendorCard, vendorCardTarget } from '@portal/shared';

/** Opens a vendor the way spec §2 says (lottery route, game popup, filtered page, or its lobby game). */
export function useOpenVendor(): (card: VendorCard) => void {
  const navigate = useNavigate();
  return (card) => {
    const target = vendorCardTarget(card);
    if (target.kind === 'gamePopup') sendCommand({ type: 'openModal', modal: 'gamePopup', params: target.params });
    else navigate(target.kind === 'play' ? playPath(target.nodeId) : target.to);
  };
}

/**
 * `launchGame` from any part: the play page launches it (it owns the login, trial and maintenance
 * rules), so the shell only takes the player there.
 */
export function useGameCommands(): void {
  const navigate = useNavigate();
  useCommand('launchGame', ({ game }) => navigate(playPath(game.nodeId ?? game.gameCode)));
}
