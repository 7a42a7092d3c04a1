import { useState } from 'react';
import { http, isApiError } from '@portal/kernel';
import { Button } from '@portal/shared';
import { remoteOverrideClear } from '@portal/shared/contracts';
import type { PinnedRemote } from './pinned';
import styles from './OverrideBanner.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  pinned: PinnedRemote[];
  /** Test builds ops withdrew from this browser's override (it now runs the regular build). */
  withdrawn?: PinnedRemote[];
  onDismissWithdrawn?: () => void;
  /** After the cookie is cleared the page reloads, so every remote comes back at the version the visitor would get. */
  reload?: () => void;
}

/** The band itself (a lazy chunk: see OverrideBannerGate): which remote runs which version, or which test build was withdrawn, and the button. */
export function OverrideBanner({ pinned, withdrawn = [], onDismissWithdrawn, reload = () => window.location.reload() }: Props) {
  const { t } = useShellTranslation();
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
        {withdrawn.map(({ remote, version }) => (
          <p key={`withdrawn-${remote}`} data-withdrawn-remote={remote}>
            {t('remoteOverride.withdrawn', { remote, version })}
          </p>
        ))}
      </div>
      {pinned.length > 0 && (
        <Button variant="secondary" className={styles.clear} loading={clearing} onClick={() => void clear()}>
          {t('remoteOverride.clear')}
        </Button>
      )}
      {pinned.length === 0 && withdrawn.length > 0 && (
        <Button variant="secondary" className={styles.clear} onClick={onDismissWithdrawn}>
          {t('remoteOverride.dismiss')}
        </Button>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
