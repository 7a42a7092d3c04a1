import { useMoney } from '@portal/shared';
import type { PointConfig } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

/** The rules (how points are earned, redeemed and converted; they never expire) and the exchange rate table. */
export function Rules({ config }: { config: PointConfig }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const unit = formatPoints(config.convertUnitPoints);
  return (
    <section className={styles.section} aria-labelledby="rules-title" data-testid="point-rules">
      <h2 id="rules-title" className={styles.heading}>
        {t('mall.rules.title')}
      </h2>
      <ul>
        <li>{t('mall.rules.earn', { amount: money(config.validBetPerPoint) })}</li>
        <li>{t('mall.rules.redeem')}</li>
        <li>{t('mall.rules.review')}</li>
        <li>{t('mall.rules.convert', { unit })}</li>
        <li>{t('mall.never')}</li>
      </ul>
      <table className={styles.table}>
        <caption className={styles.heading}>{t('mall.rules.rates')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mall.rules.ratePoints')}</th>
            <th scope="col">{t('mall.rules.rateAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {config.rates.map((rate) => (
            <tr key={rate.points}>
              <td>{formatPoints(rate.points)}</td>
              <td>{money(rate.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
