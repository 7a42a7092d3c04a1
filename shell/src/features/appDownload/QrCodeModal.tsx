import { Modal, QR_SIZE_LARGE } from '@portal/shared';
import { QrCode } from './QrCode';
import styles from './AppDownloadModal.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * A link as a QR code, for a remote that has one to show (the member centre's referral link: `openModal
 * qrCode` with `params.value` and `params.title`, already in the reader's language). The shell draws it
 * with its own QR component, so no remote bundles a QR library of its own.
 */
export function QrCodeModal({ onClose, value, title }: { onClose: () => void; value: string; title: string }) {
  const { t } = useShellTranslation();
  return (
    <Modal open title={title} onClose={onClose}>
      <figure className={styles.qr} data-testid="qr-modal">
        <QrCode value={value} size={QR_SIZE_LARGE} label={title} />
        <figcaption>{t('app.scan')}</figcaption>
        <span className={styles.qrValue}>{value}</span>
      </figure>
    </Modal>
  );
}
