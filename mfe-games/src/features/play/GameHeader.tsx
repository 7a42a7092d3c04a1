import type { GameItem } from '@portal/shared';
import type { LaunchMode } from '@portal/shared/contracts';
import { Link } from '@portal/kernel';
import { useVendorName } from '@portal/shared';
import { usePlayTranslation } from './i18n';
import styles from './GameHeader.module.css';

export interface GameHeaderProps {
  game: GameItem;
  mode: LaunchMode;
  /** A guest's demo ticket. */
  freePlay: boolean;
  /** Already formatted, with the currency symbol. */
  balance: string;
}

const backPath = (game: GameItem) =>
  game.gameType === 'RNG' ? `/rng?vassalage=${encodeURIComponent(game.vassalage)}` : `/${game.gameType.toLowerCase()}`;

/** The game's name and vendor, what the money is (real, demo credits, free play) and the balance. */
export function GameHeader({ game, mode, freePlay, balance }: GameHeaderProps) {
  const { t } = usePlayTranslation();
  const vendorName = useVendorName();
  const badge = mode === 'real' ? 'real' : freePlay ? 'free' : 'demo';
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Link className={styles.back} to={backPath(game)} aria-label={t('header.back')}>
          <span aria-hidden="true">‹</span>
        </Link>
        <img className={styles.icon} src={game.iconUrl} alt="" width={48} height={48} />
        <div className={styles.names}>
          <h1 className={styles.title} data-testid="play-game-name">
            {game.displayName || game.gameName}
          </h1>
          <p className={styles.vendor}>{vendorName(game)}</p>
        </div>
      </div>
      <div className={styles.meta}>
        <span className={`${styles.badge} ${styles[badge]}`} data-testid="play-mode" data-mode={badge}>
          {t(`mode.${badge}`)}
        </span>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>{mode === 'real' ? t('header.balance') : t('header.credits')}</span>
          <strong className={styles.amount} data-testid="play-balance">
            {balance}
          </strong>
        </div>
      </div>
      {game.demo && mode === 'demo' && (
        <p className={styles.explain} data-testid="play-demo-explain">
          {t('mode.demoExplain')}
        </p>
      )}
    </header>
  );
}
