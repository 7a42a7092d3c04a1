import { EmptyState, useMoney, useSiteDate } from '@portal/shared';
import type { PointExchangeList } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

/** The redeem history (spec §3 "Points exchange"): each exchange with its status, newest first. */
export function RedeemHistory({ exchanges }: { exchanges: PointExchangeList }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const date = useSiteDate();
  if (exchanges.length === 0) return <EmptyState message={t('mall.history.empty')} />;
  return (
    <ul className={styles.list} data-testid="redeem-history">
      {exchanges.map((row) => (
        <li key={row.orderNo} className={styles.row} data-testid="redeem-row">
          <div className={styles.rowHead}>
            <span>{row.itemName}</span>
            <span className={styles.status} data-status={row.status}>
              {t(`mall.codes.status.${row.status}`)}
            </span>
          </div>
          <dl className={styles.facts}>
            <dt>{t('mall.history.orderNo')}</dt>
            <dd>{row.orderNo}</dd>
            <dt>{t('mall.history.time')}</dt>
            <dd>{date(row.requestTime)}</dd>
            <dt>{t('mall.history.type')}</dt>
            <dd>{t(`mall.codes.type.${row.exchangeType}`)}</dd>
            <dt>{t('mall.history.quantity')}</dt>
            <dd>{row.quantity}</dd>
            <dt>{t('mall.history.points')}</dt>
            <dd>{formatPoints(row.points)}</dd>
            <dt>{t('mall.history.amount')}</dt>
            <dd>{money(row.amount)}</dd>
            {row.address && (
              <>
                <dt>{t('mall.history.address')}</dt>
                <dd>{row.address}</dd>
              </>
            )}
            {row.phone && (
              <>
                <dt>{t('mall.history.phone')}</dt>
                <dd>{row.phone}</dd>
              </>
            )}
            {row.remark && (
              <>
                <dt>{t('mall.history.remark')}</dt>
                <dd>{row.remark}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
