import { Button, useMoney } from '@portal/shared';
import type { PointGood } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './PointMall.module.css';
import { formatPoints } from './points';

/** What a good costs: its points, and the amount from the main wallet when it has one. */
export function usePrice() {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  return (points: number, amount: number) => (amount > 0 ? t('mall.goods.priceCash', { points: formatPoints(points), amount: money(amount) }) : t('mall.goods.price', { points: formatPoints(points) }));
}

/** A good of the grid: its picture, name, price and stock, and the way to its details and redeem form. */
export function GoodCard({ good, onOpen }: { good: PointGood; onOpen: () => void }) {
  const { t } = usePromotionsTranslation();
  const price = usePrice();
  const titleId = `good-${good.goodId}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="point-good">
      <img className={styles.art} src={good.imageUrl} alt="" loading="lazy" width={240} height={160} />
      <h3 id={titleId} className={styles.name}>
        {good.name}
      </h3>
      <p className={styles.price}>{price(good.points, good.amount)}</p>
      <p className={styles.muted}>
        {good.available > 0 ? t('mall.goods.left', { n: good.available, stock: good.stock }) : <span className={styles.soldOut}>{t('mall.goods.soldOut')}</span>}
      </p>
      <Button variant="secondary" onClick={onOpen} aria-label={`${t('mall.goods.open')}: ${good.name}`}>
        {t('mall.goods.open')}
      </Button>
    </article>
  );
}
