import { useState } from 'react';
import { useSession } from '@portal/kernel';
import { PageHero } from '@portal/shared';
import { usePromotionsTranslation } from '../../i18n';
import { TicketsSection } from '../tickets';
import { PromotionList } from './PromotionList';
import styles from './PromotionsPage.module.css';

/**
 * `/promotions`: every promotion with the caller's status, its terms and rules on demand, joining (or
 * applying), and (for a formal account) the tickets it holds. `/pointMall` is features/pointMall.
 */
export function PromotionsPage() {
  const { t } = usePromotionsTranslation();
  const session = useSession();
  // Joining a raffle hands out tickets at once: the tickets are read again after a join.
  const [joins, setJoins] = useState(0);
  const formal = session.isLogin && !session.isTrial;
  return (
    <div className={styles.page} data-testid="promotions-page">
      <PageHero tone="promotions" title={t('promotions.title')} lead={t('promotions.lead')}>
        {!session.isLogin && <p className={styles.joinHint}>{t('joinHint')}</p>}
      </PageHero>
      <PromotionList onJoined={() => setJoins((n) => n + 1)} />
      {formal && <TicketsSection refreshKey={joins} />}
    </div>
  );
}
