import { http, useLanguage } from '@portal/kernel';
import { ErrorState, Skeleton, useMoney, useQuery } from '@portal/shared';
import { MCSFE_getPromotionDetail } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import { PrizeTable } from './PrizeTable';
import { RuleList } from './RuleList';
import styles from './Promotions.module.css';

/** A promotion's terms (a paragraph a line, as the server writes them), its rules and its prizes with their odds. */
export function PromotionDetail({ promotionId }: { promotionId: number }) {
  const { t } = usePromotionsTranslation();
  const language = useLanguage();
  const money = useMoney();
  const detail = useQuery((signal) => http.call(MCSFE_getPromotionDetail, { promotionId }, { signal }), [promotionId, language]);

  if (detail.status === 'failed' && !detail.data) return <ErrorState message={detail.error ?? t('detail.failed')} onRetry={detail.retry} />;
  if (!detail.data) {
    return (
      <div aria-busy="true">
        <span className={styles.srOnly}>{t('detail.loading')}</span>
        <Skeleton lines={4} />
      </div>
    );
  }
  const { terms, rules, budgetLeft } = detail.data;
  const paragraphs = terms.split('\n').map((line) => line.trim()).filter(Boolean);
  return (
    <div className={styles.detail} data-testid="promotion-detail">
      <h4 className={styles.subTitle}>{t('detail.terms')}</h4>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.terms}>
          {paragraph}
        </p>
      ))}
      <h4 className={styles.subTitle}>{t('detail.rules')}</h4>
      <RuleList rules={rules} />
      <p className={styles.meta}>{t('detail.budgetLeft', { amount: money(budgetLeft) })}</p>
      {rules.prizes.length > 0 && <PrizeTable prizes={rules.prizes} />}
    </div>
  );
}
