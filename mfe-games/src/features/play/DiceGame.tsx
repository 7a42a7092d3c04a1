import { useId, useState, type CSSProperties } from 'react';
import type { DiceResult, DiceSession, GameRound } from '@portal/shared/contracts';
import type { EngineProps } from './engineProps';
import { usePlayTranslation } from './i18n';
import { diceChance, diceMultiplier, formatChance, formatMultiplier, formatRoll, payoutOf } from './math';
import { PlayButton } from './PlayButton';
import styles from './Dice.module.css';

/** The in-house dice: roll 0.00–99.99 under or over a target. */
export function DiceGame({ session, bet, busy, play, announce, money, betSelector }: EngineProps<DiceSession>) {
  const { t } = usePlayTranslation();
  const { minTarget, maxTarget } = session.rules;
  const [target, setTarget] = useState(() => Math.min(maxTarget, Math.max(minTarget, 50)));
  const [over, setOver] = useState(false);
  const [round, setRound] = useState<GameRound<DiceResult> | null>(null);
  const sliderId = useId();

  const chance = diceChance(target, over);
  const multiplier = diceMultiplier(chance);
  const last = round?.result;

  const roll = async () => {
    const played = (await play({ dice: { target, over } })) as GameRound<DiceResult> | null;
    if (!played) return;
    setRound(played);
    const shown = formatRoll(played.result.roll);
    announce(played.result.win ? t('dice.won', { roll: shown, amount: money(played.payout) }) : t('dice.lost', { roll: shown }));
  };

  const zone = { '--target': `${target}%` } as CSSProperties;
  return (
    <div className={styles.dice}>
      <div className={styles.board}>
        <div className={`${styles.result} ${last ? (last.win ? styles.win : styles.lose) : ''}`} data-testid="dice-roll">
          <span className={styles.rollValue}>{last ? formatRoll(last.roll) : '--.--'}</span>
          <span className={styles.rollVerdict}>{last ? (last.win ? t('dice.win') : t('dice.lose')) : t('dice.pickTarget')}</span>
        </div>
        <div className={`${styles.track} ${over ? styles.over : styles.under}`} style={zone} aria-hidden="true">
          <span className={styles.targetMark} />
          {last && <span className={`${styles.rollMark} ${last.win ? styles.win : styles.lose}`} style={{ left: `${last.roll / 100}%` }} key={round?.roundId} />}
        </div>
        <div className={styles.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </div>
      </div>

      <div className={styles.setup}>
        <div className={styles.sliderRow}>
          <label htmlFor={sliderId} className={styles.label}>
            {t('dice.target')} <strong className={styles.targetValue}>{target}</strong>
          </label>
          <input
            id={sliderId}
            className={styles.slider}
            type="range"
            min={minTarget}
            max={maxTarget}
            step={1}
            value={target}
            disabled={busy}
            aria-valuetext={over ? t('dice.overTarget', { target }) : t('dice.underTarget', { target })}
            onChange={(event) => setTarget(Number(event.target.value))}
          />
        </div>
        <div className={styles.toggle} role="group" aria-label={t('dice.direction')}>
          <button type="button" aria-pressed={!over} disabled={busy} onClick={() => setOver(false)}>
            {t('dice.under')}
          </button>
          <button type="button" aria-pressed={over} disabled={busy} onClick={() => setOver(true)}>
            {t('dice.over')}
          </button>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('dice.chance')}</dt>
            <dd data-testid="dice-chance">{formatChance(chance)}%</dd>
          </div>
          <div>
            <dt>{t('dice.multiplier')}</dt>
            <dd data-testid="dice-multiplier">{formatMultiplier(multiplier)}×</dd>
          </div>
          <div>
            <dt>{t('dice.payout')}</dt>
            <dd data-testid="dice-payout">{money(payoutOf(bet, multiplier))}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.controls}>
        {betSelector}
        <PlayButton label={t('dice.roll')} busy={busy} onClick={() => void roll()} />
      </div>
    </div>
  );
}
