import { Button, ErrorState, Section, Spinner, useMoney, useSiteDate } from '@portal/shared';
import type { DepositOrder } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { useDepositStatus } from './useDepositStatus';
import styles from './Deposit.module.css';

const TONE = { pending: layoutStyles.tagWarning, credited: layoutStyles.tagSuccess, failed: layoutStyles.tagDanger, expired: layoutStyles.tagDanger } as const;

/** The order the payment provider sent the player back with (`?orderNo=`), followed until it settles. */
export function DepositStatusPanel({ orderNo, onSettled }: { orderNo: string; onSettled?: (order: DepositOrder) => void }) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const { watch, again } = useDepositStatus(orderNo, onSettled);
  const order = watch.order;

  return (
    <Section title={t('deposit.status.title', { orderNo })} testId="deposit-status">
      {watch.phase === 'failed' && !order && <ErrorState message={watch.message ?? t('common.loadFailed')} onRetry={again} />}
      {order && (
        <div className={styles.statusBody} data-status={order.status} data-testid="deposit-status-value" aria-live="polite">
          <p className={styles.statusLine}>
            <span className={cx(layoutStyles.tag, TONE[order.status])}>{t(`deposit.statuses.${order.status}`)}</span>
            <strong>{money(order.amount)}</strong>
          </p>
          <p className={layoutStyles.note}>{t(`deposit.status.${order.status}`, { amount: money(order.amount) })}</p>
          {order.creditedAt && <p className={layoutStyles.note}>{t('deposit.status.creditedAt', { at: formatDate(order.creditedAt) })}</p>}
        </div>
      )}
      {(watch.phase === 'loading' || watch.phase === 'polling') && <Spinner size="sm" label={t('deposit.status.checking')} />}
      {watch.phase === 'stillPending' && (
        <div>
          <p className={layoutStyles.note}>{t('deposit.status.stillPending')}</p>
          <Button variant="secondary" onClick={again}>
            {t('deposit.status.checkAgain')}
          </Button>
        </div>
      )}
      {watch.phase === 'failed' && order && <ErrorState message={watch.message ?? t('common.loadFailed')} onRetry={again} />}
    </Section>
  );
}
