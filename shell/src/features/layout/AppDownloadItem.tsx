import { lazy, Suspense, useState } from 'react';
import { sendCommand, useLanguage, useSession } from '@portal/kernel';
import { QR_SIZE_SMALL } from '@portal/shared';
import styles from './SideMenu.module.css';
import { useShellTranslation } from '../../i18n';

// The QR library comes with the app-download popup's chunk, and only when the small code is asked
// for: the first load of a page carries none of it.
const QrCode = lazy(() => import('../appDownload').then((m) => ({ default: m.QrCode })));
const appLinkOf = () => import('../appDownload').then((m) => m.appLink);

/**
 * The side menu's app download (spec §2): pointing at it or focusing it shows the download link as
 * the small QR code of spec §9 (78 px) for a phone's camera; a click opens the popup with the large
 * code (120 px) and the iOS and Android guides.
 */
export function AppDownloadItem() {
  const { t } = useShellTranslation();
  const language = useLanguage();
  const session = useSession();
  const [link, setLink] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  const show = () => {
    setShown(true);
    void appLinkOf().then((appLink) => setLink(appLink(window.location.origin, language, session.token)));
  };

  return (
    <div className={styles.appItem} onMouseEnter={show} onMouseLeave={() => setShown(false)}>
      <button
        type="button"
        className={styles.app}
        data-closes-menu
        onFocus={show}
        onBlur={() => setShown(false)}
        onClick={() => sendCommand({ type: 'openModal', modal: 'appDownload' })}
      >
        <span aria-hidden="true" className={styles.appIcon}>
          ▦
        </span>
        <span>{t('side.app')}</span>
      </button>
      {shown && link && (
        <figure className={styles.appQr} data-testid="side-app-qr">
          <Suspense fallback={<span style={{ display: 'inline-block', width: QR_SIZE_SMALL, height: QR_SIZE_SMALL }} />}>
            <QrCode value={link} size={QR_SIZE_SMALL} label={t('side.appQr')} />
          </Suspense>
          <figcaption>{t('side.appScan')}</figcaption>
        </figure>
      )}
    </div>
  );
}
