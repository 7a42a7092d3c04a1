import { useId, useRef, useState } from 'react';
import { Button, Modal, QR_SIZE_LARGE } from '@portal/shared';
import { QrCode } from './QrCode';
import styles from './AppDownloadModal.module.css';
import { useShellTranslation } from '../../i18n';

/** A web address a person can read and type is written under its code; an app's address is not. */
const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/** A secret key in groups of four, as people type it into a phone (the apps ignore the blanks). */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A link as a QR code, for a remote that has one to show (`openModal qrCode` with `params.value` and
 * `params.title`, already in the reader's language): the referral page's link, the authenticator's
 * setup address. The shell draws it with its own QR component, so no remote bundles a QR library of its
 * own. A web link is written under the code; an app's address (`otpauth://…`, full of parameters) is
 * not, as no one reads or types it: the remote passes `params.key` instead, shown grouped with Copy,
 * for a phone that cannot scan.
 */
export function QrCodeModal({ onClose, value, title, secretKey }: { onClose: () => void; value: string; title: string; secretKey?: string }) {
  const { t } = useShellTranslation();
  return (
    <Modal open title={title} onClose={onClose}>
      <figure className={styles.qr} data-testid="qr-modal">
        <QrCode value={value} size={QR_SIZE_LARGE} label={title} />
        <figcaption>{t('app.scan')}</figcaption>
        {isWebLink(value) && <span className={styles.qrValue}>{value}</span>}
      </figure>
      {secretKey && <ManualKey secretKey={secretKey} />}
    </Modal>
  );
}

function ManualKey({ secretKey }: { secretKey: string }) {
  const { t } = useShellTranslation();
  const keyRef = useRef<HTMLElement>(null);
  const labelId = useId();
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(secretKey);
      setResult('copied');
    } catch {
      // No clipboard (an insecure origin, an old WebView): the key is selected, for a long press or Ctrl+C.
      const selection = window.getSelection();
      if (keyRef.current && selection) {
        const range = document.createRange();
        range.selectNodeContents(keyRef.current);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setResult('selected');
    }
  };
  return (
    <div className={styles.manualKey}>
      <span id={labelId}>{t('app.manualKey')}</span>
      <code ref={keyRef} className={styles.qrValue} aria-labelledby={labelId} data-testid="qr-manual-key">
        {grouped(secretKey)}
      </code>
      <Button variant="secondary" onClick={() => void copy()} aria-label={t('app.copyKey')}>
        {t('app.copy')}
      </Button>
      <span role="status">{result === 'copied' ? t('app.copied') : result === 'selected' ? t('app.selected') : ''}</span>
    </div>
  );
}
