import { useState } from 'react';
import { Button, http, isApiError, useTranslation } from '@portal/shared';
import { remoteOverrideClear } from '@portal/shared/contracts';
import type { PinnedRemote } from './pinned';
import styles from './OverrideBanner.module.css';

interface Props {
  pinned: PinnedRemote[];
  /** After the cookie is cleared the page reloads, so every remote comes back at the version the visitor would get. */
  reload?: () => void;
}

/** The band itself (a lazy chunk: see OverrideBannerGate): which remote runs which version, and the button. */
export function OverrideBanner({ pinned, reload = () => window.location.reload() }: Props) {
  const { t } = useTranslation('shell');
  const [clearing, setClearing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const clear = async () => {
    setClearing(true);
    setFailed(null);
    try {
      await http.call(remoteOverrideClear);
      reload();
    } catch (error) {
      setFailed(isApiError(error) ? error.message : t('remoteOverride.clearFailed'));
      setClearing(false);
    }
  };

  return (
    <section className={styles.banner} role="region" aria-label={t('remoteOverride.label')} data-testid="override-banner">
      <div className={styles.text} role="status">
        {pinned.map(({ remote, version }) => (
          <p key={remote} data-pinned-remote={remote} data-pinned-version={version}>
            {t('remoteOverride.pinned', { remote, version })}
          </p>
        ))}
      </div>
      <Button variant="secondary" className={styles.clear} loading={clearing} onClick={() => void clear()}>
        {t('remoteOverride.clear')}
      </Button>
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
