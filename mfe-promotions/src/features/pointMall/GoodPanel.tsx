import { useEffect, useRef } from 'react';
import { Button } from '@portal/shared';
import type { PointConfig, PointExchangeAnswer, PointGood } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { usePrice } from './GoodCard';
import { RedeemForm } from './RedeemForm';
import styles from './PointMall.module.css';

/** A good's details (spec §2 "goods details") and its redeem form, shown above the grid once chosen. */
export function GoodPanel({ good, config, held, onClose, onRedeemed }: { good: PointGood; config: PointConfig; held: number; onClose: () => void; onRedeemed: (answer: PointExchangeAnswer) => void }) {
  const { t } = usePromotionsTranslation();
  const price = usePrice();
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from a card further down: bring the panel into view and its title to the reader.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    heading.current?.focus();
  }, [good.goodId]);
  return (
    <section className={styles.panel} aria-labelledby="good-panel-title" data-testid="good-panel">
      <div className={styles.panelHead}>
        <h3 id="good-panel-title" className={styles.name} ref={heading} tabIndex={-1}>
          {t('mall.redeem.title', { name: good.name })}
        </h3>
        <Button variant="ghost" onClick={onClose}>
          {t('mall.goods.close')}
        </Button>
      </div>
      <img className={styles.art} src={good.imageUrl} alt="" width={240} height={160} style={{ maxWidth: 240 }} />
      <p className={styles.details}>{good.details}</p>
      <p className={styles.price}>{price(good.points, good.amount)}</p>
      <p className={styles.muted}>
        {good.available > 0 ? t('mall.goods.left', { n: good.available, stock: good.stock }) : t('mall.goods.soldOut')} · {t('mall.goods.redeemed', { n: good.redeemed })}
      </p>
      <RedeemForm key={good.goodId} good={good} config={config} held={held} onDone={onRedeemed} />
    </section>
  );
}
