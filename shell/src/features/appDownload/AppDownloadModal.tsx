import { useState } from 'react';
import { useLanguage, useSession } from '@portal/kernel';
import { Modal, QR_SIZE_LARGE, Tabs } from '@portal/shared';
import { appLink } from './appLink';
import { QrCode } from './QrCode';
import styles from './AppDownloadModal.module.css';
import { useShellTranslation } from '../../i18n';

type Platform = 'ios' | 'android';
const STEPS: Record<Platform, number> = { ios: 4, android: 3 };

/** App download of spec §1/§2: a QR code for the phone, and install guides for iOS and Android. */
export function AppDownloadModal({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const language = useLanguage();
  const session = useSession();
  const [platform, setPlatform] = useState<Platform>('ios');
  const link = appLink(window.location.origin, language, session.token);
  return (
    <Modal open title={t('app.title')} onClose={onClose}>
      <div className={styles.body}>
        <figure className={styles.qr}>
          <QrCode value={link} size={QR_SIZE_LARGE} label={t('app.qrLabel')} />
          <figcaption>{t('app.scan')}</figcaption>
        </figure>
        <div className={styles.guide}>
          <Tabs
            label={t('app.guides')}
            value={platform}
            onChange={(value) => setPlatform(value as Platform)}
            items={[
              { id: 'ios', label: 'iOS' },
              { id: 'android', label: 'Android' },
            ]}
          >
            <ol className={styles.steps}>
              {Array.from({ length: STEPS[platform] }, (_, i) => (
                <li key={i}>{t(`app.${platform}.step${i + 1}`)}</li>
              ))}
            </ol>
          </Tabs>
        </div>
      </div>
    </Modal>
  );
}
