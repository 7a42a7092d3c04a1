import { http, useLanguage, useSession } from '@portal/kernel';
import { EmptyState, ErrorState, Skeleton, useQuery } from '@portal/shared';
import { MCSFE_getPromotionList, type PromotionStatus } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { PromotionCard } from './PromotionCard';
import styles from './Promotions.module.css';

/** The site's promotions, running ones first (the server's order), each with the caller's status. */
export function PromotionList({ onJoined }: { onJoined: () => void }) {
  const { t } = usePromotionsTranslation();
  const language = useLanguage();
  const session = useSession();
  // Texts come in the Language header's language and statuses are the caller's: read again on either change.
  const list = useQuery((signal) => http.call(MCSFE_getPromotionList, undefined, { signal }), [language, session.token]);

  const setStatus = (promotionId: number, status: PromotionStatus) => {
    list.setData((previous) => (previous ?? []).map((item) => (item.promotionId === promotionId ? { ...item, status } : item)));
    onJoined();
  };

  if (list.status === 'failed' && !list.data) return <ErrorState message={list.error ?? t('list.failed')} onRetry={list.retry} />;
  if (!list.data) {
    return (
      <div aria-busy="true" className={styles.list}>
        <span className={styles.srOnly}>{t('list.loading')}</span>
        <Skeleton height={160} />
        <Skeleton height={160} />
      </div>
    );
  }
  if (list.data.length === 0) return <EmptyState message={t('promotions.empty')} />;
  return (
    <section aria-labelledby="promotion-list-title" className={styles.section}>
      <h2 id="promotion-list-title" className={styles.sectionTitle}>
        {t('list.title')}
      </h2>
      <ul className={styles.list}>
        {list.data.map((promotion) => (
          <li key={promotion.promotionId}>
            <PromotionCard promotion={promotion} onStatus={(status) => setStatus(promotion.promotionId, status)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
