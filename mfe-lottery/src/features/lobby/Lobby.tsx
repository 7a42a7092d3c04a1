import { useState } from 'react';
import { useBusEvent } from '@portal/kernel';
import { Section } from '@portal/shared';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { GameCard } from './GameCard';
import styles from './Lobby.module.css';

/** The family's games, each with its current draw, countdown and last result; a game opens its betting view. */
export function Lobby({ games, onOpen }: { games: CatalogGame[]; onOpen: (game: CatalogGame) => void }) {
  const { t } = useLotteryTranslation();
  // A settled draw of the member's reads that game's draw again (its result is in).
  const [settled, setSettled] = useState<Record<number, number>>({});
  useBusEvent('lottery', (event) => setSettled((known) => ({ ...known, [event.gameId]: (known[event.gameId] ?? 0) + 1 })));
  return (
    <Section title={t('lobby.title')} testId="lottery-lobby">
      <ul className={styles.cards}>
        {games.map((game) => (
          <GameCard key={game.gameId} game={game} refreshKey={settled[game.gameId] ?? 0} onOpen={() => onOpen(game)} />
        ))}
      </ul>
    </Section>
  );
}
