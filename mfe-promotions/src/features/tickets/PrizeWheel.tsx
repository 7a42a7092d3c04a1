import { useMemo } from 'react';
import { useMoney } from '@portal/shared';
import type { PromotionPrize } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { TIMING, timingStyle } from './motion';
import type { OpenerProps } from './opener';
import { landingAngle, segmentsOf, wheelFace } from './wheel';
import styles from './Openers.module.css';

/**
 * The prize wheel: a slice per configured prize, the Spin button in its hub. Tapping calls the server
 * and spins (a linear loop) until the answer; the wheel then turns on to stop with the server's prize
 * under the pointer. `prizes` null: not loaded (yet), the wheel shows blank slices.
 */
export function PrizeWheel({ opening, label, action, prizes }: OpenerProps & { prizes: readonly PromotionPrize[] | null }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const segments = useMemo(() => segmentsOf(prizes ?? []), [prizes]);
  const { phase, answer } = opening;
  const settled = (phase === 'landing' || phase === 'done') && answer !== null;
  const rotation = settled ? landingAngle(segments, answer.prizeId) : 0;
  const landed = phase === 'done' ? answer?.prizeId : undefined;
  const name = (amount: number) => (amount > 0 ? money(amount) : t('tickets.wheel.nothing'));
  const described = segments.length > 0 ? t('tickets.wheel.described', { prizes: segments.map((segment) => name(segment.amount)).join(', ') }) : t('tickets.wheel.loading');

  return (
    <div className={styles.wheel} style={timingStyle(TIMING.PRIZE_WHEEL)} data-phase={phase}>
      <span className={styles.pointer} aria-hidden="true" />
      <div
        role="img"
        aria-label={described}
        data-testid="wheel-rotor"
        data-rotation={rotation}
        className={`${styles.rotor} ${phase === 'waiting' ? styles.spinning : ''} ${phase === 'landing' ? styles.landing : ''}`}
        style={{ backgroundImage: wheelFace(segments.length), transform: `rotate(${rotation}deg)` }}
        onAnimationIteration={opening.onLoopEnd}
      >
        {segments.map((segment) => (
          <span
            key={segment.prizeId}
            className={`${styles.slice} ${segment.prizeId === landed ? styles.landed : ''}`}
            // Along its slice's radius, between the hub and the rim: across the slice, an amount such as
            // K 50,000.00 was wider than the slice and ran under its neighbours.
            style={{ transform: `translate(-50%, -50%) rotate(${segment.center}deg) translateY(calc(var(--wheel-size) * -0.31)) rotate(-90deg)` }}
            data-testid="wheel-segment"
            data-prize-id={segment.prizeId}
            data-center={segment.center}
            data-landed={segment.prizeId === landed || undefined}
          >
            {name(segment.amount)}
          </span>
        ))}
      </div>
      <button
        type="button"
        className={styles.hub}
        aria-label={label}
        aria-busy={phase === 'waiting' || phase === 'landing'}
        disabled={phase !== 'idle'}
        onClick={opening.open}
      >
        {action}
      </button>
    </div>
  );
}
