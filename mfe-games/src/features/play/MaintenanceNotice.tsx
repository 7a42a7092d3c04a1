import type { GameItem } from '@portal/shared';
import { Link } from '@portal/kernel';
import { useVendorName } from '@portal/shared';
import { HomeLink } from './HomeLink';
import { usePlayTranslation } from './i18n';
import { Notice } from './Notice';
import styles from './MaintenanceNotice.module.css';

/** A game under maintenance, with the hot games the server suggests instead (spec §8). */
export function MaintenanceNotice({ hotGames }: { hotGames: readonly GameItem[] }) {
  const { t } = usePlayTranslation();
  const vendorName = useVendorName();
  return (
    <Notice icon="wrench" tone="warning" title={t('launch.maintenance')} message={hotGames.length > 0 ? t('launch.tryInstead') : undefined} testId="play-maintenance">
      {hotGames.length > 0 && (
        <ul className={styles.games} aria-label={t('launch.suggestions')}>
          {hotGames.map((game) => (
            <li key={game.nodeId}>
              <Link className={styles.game} to={`/seamless?nodeId=${encodeURIComponent(game.nodeId)}`}>
                <img className={styles.icon} src={game.iconUrl} alt="" loading="lazy" width={64} height={64} />
                <span className={styles.name}>{game.displayName || game.gameName}</span>
                <span className={styles.vendor}>{vendorName(game)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <HomeLink />
    </Notice>
  );
}
