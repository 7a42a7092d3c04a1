import { useSearchParams } from '@portal/kernel';
import { GameTable } from './GameTable';
import { NothingToPlay } from './HomeLink';
import { usePlayTranslation } from './i18n';
import { LaunchGate } from './LaunchGate';
import styles from './PlayPage.module.css';

/**
 * `/seamless` (spec §2 game page): `?nodeId=X` launches a game, `?ticket=T` plays it (`&route=fb`: it was
 * opened by the vendor's fallback route, and the page says so). The key of each part is its id, so going
 * from one game to another starts afresh.
 */
export function PlayPage() {
  const { t } = usePlayTranslation();
  const [query] = useSearchParams();
  const ticket = query.get('ticket');
  const nodeId = query.get('nodeId');
  return (
    <div className={styles.page} data-testid="play-page">
      {ticket && query.get('route') === 'fb' && (
        <p className={styles.fallback} role="status" data-testid="play-fallback">
          {t('fallbackRoute')}
        </p>
      )}
      {ticket ? (
        <GameTable key={ticket} ticket={ticket} />
      ) : nodeId ? (
        <LaunchGate key={nodeId} nodeId={nodeId} />
      ) : (
        <NothingToPlay message={t('noGame')} />
      )}
    </div>
  );
}
