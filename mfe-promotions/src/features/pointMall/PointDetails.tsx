import { EmptyState, useSiteDate } from '@portal/shared';
import type { PointEntryList } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

/** The points details: every earn, redeem, convert and refund with the balance after it. */
export function PointDetails({ entries }: { entries: PointEntryList }) {
  const { t } = usePromotionsTranslation();
  const date = useSiteDate();
  if (entries.length === 0) return <EmptyState message={t('mall.details.empty')} />;
  return (
    <ul className={styles.list} data-testid="point-details">
      {entries.map((entry) => (
        <li key={entry.entryId} className={styles.row} data-testid="point-entry">
          <div className={styles.rowHead}>
            <span>{t(`mall.codes.entry.${entry.kind}`)}</span>
            <span className={entry.points > 0 ? styles.plus : styles.minus}>{`${entry.points > 0 ? '+' : ''}${formatPoints(entry.points)}`}</span>
          </div>
          <p className={styles.muted}>
            {date(entry.time)} · {t('mall.details.balance', { points: formatPoints(entry.balanceAfter) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
