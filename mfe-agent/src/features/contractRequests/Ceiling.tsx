import { useMoney, type QueryResult } from '@portal/shared';
import type { ContractKind, ContractLimits } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { shownRate } from '../../contractTerms';
import { forWork } from './useTerms';
import styles from './ContractRequests.module.css';

/**
 * What the agent may give of this kind: "You may give up to 1.50 %" (or a fixed amount), or why it may
 * give none; for a salary the platform pays, the thresholds every tier must ask.
 */
export function Ceiling({ kind, limits }: { kind: ContractKind; limits: QueryResult<ContractLimits> }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const data = limits.data;
  if (limits.status === 'failed') return <p className={styles.note}>{t('contracts.limits.unknown')}</p>;
  if (!data) return null;
  if (data.source === 'none' || (data.maxPercent === null && data.maxFixed === null)) {
    return (
      <p className={styles.ceilingNone} role="status" data-testid="ceiling">
        {t('contracts.limits.none', { kind: t(`contractTerms.kinds.${kind}`) })}
      </p>
    );
  }
  const parts = [
    data.maxPercent !== null ? t('contracts.limits.percent', { max: shownRate('P', data.maxPercent, money) }) : null,
    kind !== 'dividend' && data.maxFixed !== null ? t('contracts.limits.fixed', { max: shownRate('F', data.maxFixed, money) }) : null,
  ].filter(Boolean);
  return (
    <>
      <p className={styles.ceiling} role="status" data-testid="ceiling">
        {parts.join(' ')} <span className={styles.note}>{t(data.source === 'platform' ? 'contracts.limits.source.platform' : 'contracts.limits.source.upline')}</span>
      </p>
      {kind !== 'dividend' && data.minimumBet !== null && (
        <p className={styles.note} data-testid="salary-rule">
          {t('contracts.limits.forWork', forWork(data, money))}
        </p>
      )}
    </>
  );
}
