import { Button, ErrorState, Skeleton } from '@portal/shared';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { CurrentDraw, NoDraw, Schedule, useNearDraw } from '../draw';
import { useNames } from '../names';
import { ResultSummary } from '../results';
import styles from './Lobby.module.css';

/** A game of the lobby: its schedule, the draw taking bets with its countdown, the last result, and the way in. */
export function GameCard({ game, refreshKey, onOpen }: { game: CatalogGame; refreshKey: unknown; onOpen: () => void }) {
  const { t } = useLotteryTranslation();
  const names = useNames();
  const near = useNearDraw(game.gameId, refreshKey);
  const name = names.game(game.gameCode);
  const last = near.data?.answer.lastNumero ?? null;
  return (
    <li className={styles.card} data-testid="lottery-game-card">
      <h3 className={styles.cardTitle}>{name}</h3>
      <Schedule game={game} />
      {near.status === 'failed' && !near.data ? (
        <ErrorState message={near.error ?? t('loadFailed')} onRetry={near.retry} />
      ) : !near.data ? (
        <Skeleton lines={2} height={18} />
      ) : near.data.answer.currentNumero ? (
        <CurrentDraw game={game} draw={near.data.answer.currentNumero} offset={near.data.offset} />
      ) : (
        <NoDraw near={near.data} />
      )}
      {last && (
        <div className={styles.last}>
          <p className={styles.lastTitle}>{t('draw.lastResult', { numero: last.numero })}</p>
          <ResultSummary prizes={last.prizes} />
        </div>
      )}
      <Button block className={styles.touch} onClick={onOpen} aria-label={t('lobby.betOn', { game: name })}>
        {t('lobby.bet')}
      </Button>
    </li>
  );
}
