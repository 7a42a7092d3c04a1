import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@portal/shared';
import { GameTable } from './GameTable';
import { usePlayTranslation } from './i18n';
import { LaunchGate } from './LaunchGate';
import links from './Links.module.css';
import styles from './PlayPage.module.css';

/**
 * `/seamless` (spec §2 game page): `?nodeId=X` launches a game, `?ticket=T` plays it. The key of each
 * part is its id, so going from one game to another starts afresh.
 */
export function PlayPage() {
  const { t } = usePlayTranslation();
  const [query] = useSearchParams();
  const ticket = query.get('ticket');
  const nodeId = query.get('nodeId');
  return (
    <div className={styles.page} data-testid="play-page">
      {ticket ? (
        <GameTable key={ticket} ticket={ticket} />
      ) : nodeId ? (
        <LaunchGate key={nodeId} nodeId={nodeId} />
      ) : (
        <EmptyState
          message={t('noGame')}
          action={
            <Link className={links.button} to="/">
              {t('home')}
            </Link>
          }
        />
      )}
    </div>
  );
}
