import { useTranslation } from 'react-i18next';
import { sendCommand, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './PromotionsPage.module.css';

export type PromotionsView = 'promotions' | 'pointMall';

export function PromotionsPage({ view }: { view: PromotionsView }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  return (
    <div className={styles.page} data-testid="promotions-page" data-view={view}>
      <header className={styles.head}>
        <h1>{t(`${view}.title`)}</h1>
        <p>{t(`${view}.lead`)}</p>
      </header>
      {!session.isLogin && (
        <div className={styles.join}>
          <span>{t('joinHint')}</span>
          <button type="button" onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
            {t('join')}
          </button>
        </div>
      )}
      <section className={styles.empty}>{t(`${view}.empty`)}</section>
    </div>
  );
}
