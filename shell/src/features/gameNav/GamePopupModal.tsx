import { useTranslation } from '@portal/kernel';
import { Modal } from '@portal/shared';
import { RemoteSlot } from '../remotes';

/**
 * The game popup of spec §2: a vendor group's games. The list itself (cards, search, launch rules)
 * belongs to the games remote; the shell gives it the frame.
 */
export function GamePopupModal({ params, onClose }: { params: Record<string, unknown>; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const vendor = typeof params.vendorName === 'string' ? params.vendorName : String(params.vassalage ?? '');
  return (
    <Modal open title={t('gameNav.popupTitle', { vendor })} onClose={onClose} size="lg">
      <RemoteSlot remote="mfe-games" expose="GamePopup" basePath="/rng" size="widget" params={params} onClose={onClose} />
    </Modal>
  );
}
