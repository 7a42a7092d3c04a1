import { useId, useState } from 'react';
import { Button } from '@portal/shared';
import type { LotteryCurrentNumero, LotteryOrder, LotteryPlayId } from '@portal/shared/contracts';
import { useLotteryTranslation } from '../../i18n';
import type { CatalogGame } from '../catalog';
import { BetSlip } from './BetSlip';
import { isComplete, PLAY_FORMATS, type SlipLine } from './content';
import { NumberPicker, type PickerState } from './NumberPicker';
import { PlayPicker, PlayRules } from './PlayPicker';
import styles from './Betting.module.css';

const EMPTY: PickerState = { ball: 1, values: [] };
/** A slip holds at most this many lines (the betting body's `contents`). */
const MAX_LINES = 20;

export interface BetBuilderProps {
  game: CatalogGame;
  draw: LotteryCurrentNumero | null;
  locked: boolean;
  chaseRoom: number;
  onPlaced: (order: LotteryOrder) => void;
  onDrawClosed: () => void;
}

/** Choose a play, pick its numbers, add them to the slip; the slip places them. */
export function BetBuilder({ game, draw, locked, chaseRoom, onPlaced, onDrawClosed }: BetBuilderProps) {
  const { t } = useLotteryTranslation();
  const titleId = useId();
  const [playId, setPlayId] = useState<LotteryPlayId | null>(null);
  const [picked, setPicked] = useState<PickerState>(EMPTY);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [next, setNext] = useState(1);
  const play = game.plays.find((candidate) => candidate.playId === playId) ?? game.plays[0];
  if (!play) return null;
  const format = PLAY_FORMATS[play.playId];
  const needsBall = format.format === 'ballDigit' || format.format === 'ballSide';
  const ready = isComplete(picked.values, play) && lines.length < MAX_LINES;

  const choose = (id: LotteryPlayId) => {
    setPlayId(id);
    setPicked(EMPTY);
  };
  const add = () => {
    if (!ready) return;
    setLines((list) => [...list, { key: `line-${next}`, playId: play.playId, ball: needsBall ? picked.ball : null, values: picked.values }]);
    setNext((n) => n + 1);
    setPicked({ ...EMPTY, ball: picked.ball });
  };
  const placed = (order: LotteryOrder) => {
    setLines([]);
    onPlaced(order);
  };

  return (
    <div className={styles.builder}>
      <section className={styles.picker} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.subtitle}>
          {t('bet.title')}
        </h3>
        <PlayPicker plays={game.plays} value={play.playId} onChange={choose} />
        <PlayRules play={play} />
        <NumberPicker key={play.playId} play={play} format={format} state={picked} onChange={setPicked} />
        <div className={styles.pickActions}>
          <Button variant="secondary" disabled={picked.values.length === 0} onClick={() => setPicked({ ...EMPTY, ball: picked.ball })}>
            {t('pick.clear')}
          </Button>
          <Button disabled={!ready} onClick={add}>
            {t('pick.add')}
          </Button>
        </div>
      </section>
      <BetSlip
        game={game}
        draw={draw}
        locked={locked}
        chaseRoom={chaseRoom}
        lines={lines}
        onRemove={(key) => setLines((list) => list.filter((line) => line.key !== key))}
        onPlaced={placed}
        onDrawClosed={onDrawClosed}
      />
    </div>
  );
}
