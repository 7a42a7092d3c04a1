import { useLotteryTranslation } from '../../i18n';
import styles from './Draw.module.css';
import { splitDuration } from './time';
import { useNow } from './useNow';
import { serverNow } from './useNearDraw';

export interface CountdownProps {
  /** The lock time (ISO, server clock). */
  lockTime: string;
  /** Server clock minus this device's (ms). */
  offset: number;
  numero: string;
}

/**
 * The time left to bet on a draw, ticking on this device's clock corrected by the server's. The
 * ticking figure is a timer (not read out); the state (open, closed) is a status read once as it changes.
 */
export function Countdown({ lockTime, offset, numero }: CountdownProps) {
  const { t } = useLotteryTranslation();
  const remaining = Date.parse(lockTime) - serverNow(offset);
  const open = remaining > 0;
  useNow(open);
  const { days, clock } = splitDuration(remaining);
  return (
    <div className={styles.countdown} data-state={open ? 'open' : 'locked'} data-testid="countdown">
      <span className={styles.visuallyHidden} role="status">
        {open ? t('draw.openStatus', { numero }) : t('draw.lockedStatus', { numero })}
      </span>
      {open ? (
        <>
          <span className={styles.countdownLabel} aria-hidden="true">
            {t('draw.closesIn')}
          </span>
          <span role="timer" aria-label={t('draw.closesIn')} className={styles.clock}>
            {days > 0 && <span className={styles.days}>{t('draw.days', { n: days })} </span>}
            {clock}
          </span>
        </>
      ) : (
        <span className={styles.locked} aria-hidden="true">
          {t('draw.locked')}
        </span>
      )}
    </div>
  );
}
