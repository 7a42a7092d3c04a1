import type { ReactNode } from 'react';
import { Link } from '@portal/kernel';
import { useQuery, useSiteDate } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './ResponsibleGaming.module.css';
import { readProtectionStatus } from './status';

/**
 * A member page part that a cool-off or self-exclusion closes (deposits): while one is in force it says
 * so, until when, and what stays open, instead of a form the server would refuse. While the status
 * loads, or if it cannot be read, the part shows as usual: the server refuses it anyway, in words.
 */
export function ClosedDuringBreak({ what, children }: { what: 'deposit'; children: ReactNode }) {
  const { t } = useMemberTranslation();
  const date = useSiteDate();
  const status = useQuery(readProtectionStatus, []);
  const exclusion = status.data?.exclusion;
  if (!exclusion) return <>{children}</>;
  return (
    <div className={styles.closed} role="status" data-testid="closed-during-break">
      <p>{t(`protection.closed.${what}`, { until: date(exclusion.until) })}</p>
      <p className={layoutStyles.note}>{t('protection.closed.open')}</p>
      <p>
        <Link to="../withdraw" relative="path">{t('protection.closed.withdraw')}</Link>
        {' · '}
        <Link to="../responsibleGaming" relative="path">{t('protection.closed.status')}</Link>
      </p>
    </div>
  );
}
