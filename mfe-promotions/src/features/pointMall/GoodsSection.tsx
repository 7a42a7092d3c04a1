import { useState } from 'react';
import { EmptyState } from '@portal/shared';
import type { PointConfig, PointExchangeAnswer, PointGoodList } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { GoodCard } from './GoodCard';
import { GoodPanel } from './GoodPanel';
import styles from './PointMall.module.css';

/** The goods grid; choosing one opens its details and redeem form. */
export function GoodsSection({ goods, config, held, onRedeemed }: { goods: PointGoodList; config: PointConfig; held: number; onRedeemed: (answer: PointExchangeAnswer) => void }) {
  const { t } = usePromotionsTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const good = goods.find((item) => item.goodId === chosen);
  if (goods.length === 0) return <EmptyState message={t('mall.goods.empty')} />;
  return (
    <div className={styles.section}>
      {good && <GoodPanel good={good} config={config} held={held} onClose={() => setChosen(null)} onRedeemed={onRedeemed} />}
      <ul className={styles.grid}>
        {goods.map((item) => (
          <li key={item.goodId}>
            <GoodCard good={item} onOpen={() => setChosen(item.goodId)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
