import { useState } from 'react';
import { Button, EmptyState, PageHero, sendCommand, useSession, useTranslation } from '@portal/shared';
import { NS } from '../../i18n';
import { TicketsSection } from '../tickets';
import { PromotionList } from './PromotionList';
import styles from './PromotionsPage.module.css';

export type PromotionsView = 'promotions' | 'pointMall';

/**
 * `/promotions`: every promotion with the caller's status, its terms and rules on demand, joining, and
 * (for a formal account) the tickets it holds. `/pointMall` keeps its frame until its own slice lands.
 */
export function PromotionsPage({ view }: { view: PromotionsView }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  // Joining a raffle hands out tickets at once: the tickets are read again after a join.
  const [joins, setJoins] = useState(0);
  const formal = session.isLogin && !session.isTrial;
  return (
    <div className={styles.page} data-testid="promotions-page" data-view={view}>
      <PageHero tone="promotions" title={t(`${view}.title`)} lead={t(`${view}.lead`)}>
        {!session.isLogin && <p className={styles.joinHint}>{t('joinHint')}</p>}
      </PageHero>
      {view === 'promotions' ? (
        <>
          <PromotionList onJoined={() => setJoins((n) => n + 1)} />
          {formal && <TicketsSection refreshKey={joins} />}
        </>
      ) : (
        <EmptyState
          message={t('pointMall.empty')}
          action={
            session.isLogin ? undefined : (
              <Button variant="primary" onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
                {t('join')}
              </Button>
            )
          }
        />
      )}
    </div>
  );
}
