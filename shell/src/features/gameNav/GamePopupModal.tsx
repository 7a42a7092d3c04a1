import { Modal } from '@portal/shared';
import { RemoteSlot } from '../remotes';
import { useShellTranslation } from '../../i18n';

/**
 * The game popup of spec §2: a vendor group's games. The list itself (cards, search, launch rules)
 * belongs to the games remote; the shell gives it the frame.
 */
export function GamePopupModal({ params, onClose }: { params: Record<string, unknown>; onClose: () => void }) {
  const { t } = useShellTranslation();
  const vendor = typeof params.vendorName === 'string' ? params.vendorName : String(params.vassalage ?? '');
  return (
    <Modal open title={t('gameNav.popupTitle', { vendor })} onClose={onClose} size="lg">
      <RemoteSlot remote="mfe-games" expose="GamePopup" basePath="/rng" size="widget" params={params} onClose={onClose} />
    </Modal>
  );
}
