import { Link, useLocation } from '@portal/kernel';
import { useQuery, useSiteDate } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import styles from './ResponsibleGaming.module.css';
import { readProtectionStatus } from './status';

/**
 * Above every member page while a cool-off or self-exclusion is in force: which, until when, and what
 * stays open. Read again on each member page opened, so a break just taken on the responsibleGaming page
 * (which shows its own status instead) is there on the next page. Nothing while it loads or if it
 * cannot be read.
 */
export function BreakBanner({ basePath }: { basePath: string }) {
  const { t } = useMemberTranslation();
  const date = useSiteDate();
  const { pathname } = useLocation();
  const status = useQuery(readProtectionStatus, [pathname]);
  const exclusion = status.data?.exclusion;
  if (!exclusion || pathname.endsWith('/responsibleGaming')) return null;
  return (
    <div className={styles.banner} role="status" data-testid="break-banner">
      <p>{t('protection.banner', { kind: t(`protection.breakKinds.${exclusion.kind}`), until: date(exclusion.until) })}</p>
      <Link to={`${basePath}/responsibleGaming`}>{t('protection.closed.status')}</Link>
    </div>
  );
}
