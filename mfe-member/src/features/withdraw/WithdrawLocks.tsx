import { Link } from '@portal/kernel';
import { useMoney } from '@portal/shared';
import type { WithdrawLimits, WithdrawLock } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles, ProgressBar } from '../../layout';
import styles from './Withdraw.module.css';

/** How far a lock's play has come, 0–100. */
function percentOf(lock: WithdrawLock): number {
  if (lock.required <= 0 || lock.progress >= lock.required) return 100;
  return Math.max(0, Math.floor((lock.progress / lock.required) * 100));
}

/**
 * What part of the balance may not leave yet and why, said before the form: each lock (a claimed
 * bonus with the deposit it came with, or deposits not yet played through) with its amount and the
 * valid bet it waits for, and that the rest of the balance is available.
 */
export function WithdrawLocks({ limits }: { limits: WithdrawLimits }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  if (limits.locked <= 0 && limits.locks.length === 0) return null;

  return (
    <section className={styles.locks} data-testid="withdraw-locked" aria-labelledby="withdraw-locked-title">
      <h3 id="withdraw-locked-title" className={styles.locksTitle}>
        {t('withdraw.locked.title', { amount: money(limits.locked) })}
      </h3>
      <p className={layoutStyles.note}>{t('withdraw.locked.why', { available: money(limits.available) })}</p>
      <ul className={styles.lockList}>
        {limits.locks.map((lock, index) => {
          const percent = percentOf(lock);
          const figures = t('withdraw.locked.figures', { progress: money(Math.min(lock.progress, lock.required)), required: money(lock.required), percent });
          return (
            <li key={`${lock.reason}-${index}`} className={styles.lock}>
              <div className={styles.lockHead}>
                <span className={styles.lockName}>{lock.title ?? t('withdraw.locked.deposit')}</span>
                <span className={cx(layoutStyles.tag, layoutStyles.tagWarning)}>{lock.reason === 'bonus' ? t('withdraw.locked.bonusTag') : t('withdraw.locked.depositTag')}</span>
              </div>
              <p className={styles.lockAmount}>{t('withdraw.locked.amount', { amount: money(lock.amount) })}</p>
              <ProgressBar percent={percent} label={t('withdraw.locked.play')} valueText={figures} />
              <p className={layoutStyles.note}>{figures}</p>
            </li>
          );
        })}
      </ul>
      <Link to="../rewardCenter" relative="path" className={styles.locksLink}>
        {t('withdraw.seeBonuses')}
      </Link>
    </section>
  );
}
