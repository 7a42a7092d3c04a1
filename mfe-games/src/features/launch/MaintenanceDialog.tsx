import { useId } from 'react';
import { Button, Modal, useHotGames, type GameItem } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import styles from './MaintenanceDialog.module.css';

const SUGGESTIONS_MAX = 8;

/** 'This game is under maintenance', with hot games to play instead (those not under maintenance). */
export function MaintenanceDialog({ name, onClose, onPick }: { name: string | null; onClose: () => void; onPick: (game: GameItem) => void }) {
  const { t } = useGamesTranslation();
  if (name === null) return null;
  return (
    <Modal
      open
      role="alertdialog"
      title={t('launch.maintenanceTitle')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('launch.close')}</Button>}
    >
      <p className={styles.message}>
        <strong>{name}</strong> — {t('launch.maintenance')}
      </p>
      <HotSuggestions onPick={onPick} />
    </Modal>
  );
}

function HotSuggestions({ onPick }: { onPick: (game: GameItem) => void }) {
  const { t } = useGamesTranslation();
  const hot = useHotGames();
  const headingId = useId();
  const games = (hot.data ?? []).filter((game) => !game.maintenance).slice(0, SUGGESTIONS_MAX);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('launch.suggestions')}
      </h3>
      <ul className={styles.list}>
        {games.map((game) => {
          const name = game.displayName || game.gameName;
          return (
            <li key={game.nodeId}>
              <button type="button" className={styles.game} onClick={() => onPick(game)}>
                <img src={game.iconUrl} alt={name} width={56} height={56} loading="lazy" />
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
