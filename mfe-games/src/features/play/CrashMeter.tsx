import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@portal/shared';
import type { CrashResult, GameRound } from '@portal/shared/contracts';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import { climbDuration, climbValue } from './motion';
import styles from './Crash.module.css';

export interface CrashMeterProps {
  /** The round to show; null before the first. Give each round its own key. */
  round: GameRound<CrashResult> | null;
  /** The planned cash-out (×100), marked on the meter before a round. */
  cashOut: number | null;
  /** The climb has reached the crash point. */
  onDone: (round: GameRound<CrashResult>) => void;
}

const POINTS = 48;

/** The multiplier climbing to the round's crash point (requestAnimationFrame; at once with reduced motion). */
export function CrashMeter({ round, cashOut, onDone }: CrashMeterProps) {
  const { t } = usePlayTranslation();
  const [progress, setProgress] = useState(round ? 0 : 1);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!round) return;
    const finish = () => {
      setProgress(1);
      done.current(round);
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    const duration = climbDuration(round.result.crashPoint);
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const next = Math.min(1, (now - start) / duration);
      if (next >= 1) finish();
      else {
        setProgress(next);
        frame = requestAnimationFrame(step);
      }
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [round]);

  const result = round?.result;
  const value = result ? climbValue(result.crashPoint, progress) : 100;
  const finished = result !== undefined && progress >= 1;
  const cashedOut = result?.win === true && value >= result.cashOut;
  const state = !result ? 'idle' : finished ? (result.win ? 'won' : 'crashed') : cashedOut ? 'cashed' : 'flying';

  // The curve: x is time, y the multiplier on a log scale up to the crash point.
  const top = Math.log(Math.max(result?.crashPoint ?? 200, 200) / 100);
  const count = Math.max(2, Math.round(POINTS * progress));
  const points = Array.from({ length: count }, (_, index) => {
    const p = (index / (count - 1)) * progress;
    const y = Math.log(climbValue(result?.crashPoint ?? 100, p) / 100) / top;
    return `${(p * 100).toFixed(2)},${(100 - y * 90).toFixed(2)}`;
  }).join(' ');

  return (
    <div className={`${styles.meter} ${styles[state]}`} data-testid="crash-meter" data-state={state}>
      <svg className={styles.curve} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {result && <polyline points={points} vectorEffect="non-scaling-stroke" />}
      </svg>
      <div className={styles.readout}>
        <span className={styles.value} data-testid="crash-value">
          {formatMultiplier(value)}×
        </span>
        <span className={styles.caption} data-testid="crash-outcome">
          {state === 'idle' && (cashOut ? t('crash.plan', { cashOut: formatMultiplier(cashOut) }) : '')}
          {state === 'flying' && t('crash.flying')}
          {state === 'cashed' && result && t('crash.cashedOut', { cashOut: formatMultiplier(result.cashOut) })}
          {state === 'won' && result && t('crash.cashedOut', { cashOut: formatMultiplier(result.cashOut) })}
          {state === 'crashed' && result && t('crash.crashed', { crashPoint: formatMultiplier(result.crashPoint) })}
        </span>
        {state === 'won' && result && <span className={styles.sub}>{t('crash.crashPoint', { crashPoint: formatMultiplier(result.crashPoint) })}</span>}
      </div>
    </div>
  );
}
