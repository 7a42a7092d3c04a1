import type { CrashFlight } from '@portal/shared/contracts';
import { usePlayTranslation } from './i18n';
import { formatMultiplier } from './math';
import styles from './Crash.module.css';

export interface CrashMeterProps {
  /** The flight shown; null before the first. */
  flight: CrashFlight | null;
  /** The multiplier (×100) to show: the live one of the server's clock while it flies, then where it ended. */
  multiplier: number;
  /** The planned automatic cash-out (×100), if any, said before a flight. */
  autoCashOut: number | null;
}

const POINTS = 48;

/** The rocket's multiplier and its curve, drawn from the server's clock (the flight hook moves `multiplier`). */
export function CrashMeter({ flight, multiplier, autoCashOut }: CrashMeterProps) {
  const { t } = usePlayTranslation();
  const round = flight?.round ?? null;
  const result = round?.result;
  const state = !flight ? 'idle' : flight.state === 'flying' ? 'flying' : flight.state === 'cashedOut' ? 'won' : 'crashed';
  // The value shown: where it cashed out, or the crash point; else the live multiplier.
  const value = result ? (result.win ? result.cashOut : result.crashPoint) : multiplier;
  const reached = result ? Math.max(result.crashPoint, value) : value;

  // The curve: x is the share of the climb so far, y the multiplier (linear up to at least 2×): e^(kt) rising.
  const end = Math.max(100, reached) / 100;
  const top = Math.max(end, 2);
  const points = Array.from({ length: POINTS }, (_, index) => {
    const p = index / (POINTS - 1);
    const y = (end ** p - 1) / (top - 1);
    return `${(p * 100).toFixed(2)},${(100 - y * 90).toFixed(2)}`;
  }).join(' ');

  return (
    <div className={`${styles.meter} ${styles[state]}`} data-testid="crash-meter" data-state={state}>
      <svg className={styles.curve} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {flight && <polyline points={points} vectorEffect="non-scaling-stroke" />}
      </svg>
      <div className={styles.readout}>
        <span className={styles.value} data-testid="crash-value">
          {formatMultiplier(value)}×
        </span>
        <span className={styles.caption} data-testid="crash-outcome">
          {state === 'idle' && (autoCashOut ? t('crash.plan', { cashOut: formatMultiplier(autoCashOut) }) : t('crash.manual'))}
          {state === 'flying' && t('crash.flying')}
          {state === 'won' && result && t('crash.cashedOut', { cashOut: formatMultiplier(result.cashOut) })}
          {state === 'crashed' && result && t('crash.crashed', { crashPoint: formatMultiplier(result.crashPoint) })}
        </span>
        {state === 'won' && result && <span className={styles.sub}>{t('crash.crashPoint', { crashPoint: formatMultiplier(result.crashPoint) })}</span>}
      </div>
    </div>
  );
}
