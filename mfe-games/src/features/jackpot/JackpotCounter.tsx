import { useEffect, useState } from 'react';
import { formatMoney, JACKPOT_DECIMALS, storage } from '@portal/shared';
import { useGamesTranslation } from '../../i18n';
import { initialJackpot, JACKPOT_STORAGE_KEY, nextDelay, nextJackpot } from './jackpot';
import styles from './JackpotCounter.module.css';

/** The home page's jackpot: simulated in the browser exactly as spec §4 and §9 describe. */
export function JackpotCounter() {
  const { t } = useGamesTranslation();
  const [value, setValue] = useState(() => initialJackpot());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        setValue((current) => {
          const next = nextJackpot(current);
          storage.local.set(JACKPOT_STORAGE_KEY, next);
          return next;
        });
        tick();
      }, nextDelay());
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className={styles.jackpot} aria-label={t('jackpot.title')}>
      <span className={styles.label}>{t('jackpot.title')}</span>
      <span className={styles.amount} data-testid="jackpot-amount" aria-live="off">
        {formatMoney(value, JACKPOT_DECIMALS)}
      </span>
    </section>
  );
}
