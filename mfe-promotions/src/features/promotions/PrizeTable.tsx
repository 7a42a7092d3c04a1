import { useMoney } from '@portal/shared';
import type { PromotionPrize } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './Promotions.module.css';

/** A prize's chance is its weight over the sum of the weights (docs/wire-contract.md), shown to 0.1 %. */
export const chanceOf = (weight: number, total: number) => (total > 0 ? `${((weight * 100) / total).toFixed(1)}%` : '—');

/** The prizes a ticket is drawn from: amount (0: no prize), chance, and stock left. */
export function PrizeTable({ prizes }: { prizes: PromotionPrize[] }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('prizes.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prizes.amount')}</th>
            <th scope="col">{t('prizes.chance')}</th>
            <th scope="col">{t('prizes.left')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.prizeId} data-testid="prize-row">
              <td>{prize.amount > 0 ? money(prize.amount) : t('prizes.nothing')}</td>
              <td>{chanceOf(prize.weight, total)}</td>
              <td>{prize.left === null ? t('prizes.unlimited') : prize.left}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
