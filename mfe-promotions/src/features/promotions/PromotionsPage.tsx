import { Button, EmptyState, PageHero, sendCommand, useSession, useTranslation } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './PromotionsPage.module.css';

export type PromotionsView = 'promotions' | 'pointMall';

export function PromotionsPage({ view }: { view: PromotionsView }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const join = (
    <Button variant="primary" onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
      {t('join')}
    </Button>
  );
  return (
    <div className={styles.page} data-testid="promotions-page" data-view={view}>
      <PageHero tone="promotions" title={t(`${view}.title`)} lead={t(`${view}.lead`)}>
        {!session.isLogin && <p className={styles.joinHint}>{t('joinHint')}</p>}
      </PageHero>
      <EmptyState message={t(`${view}.empty`)} action={session.isLogin ? undefined : join} />
    </div>
  );
}
