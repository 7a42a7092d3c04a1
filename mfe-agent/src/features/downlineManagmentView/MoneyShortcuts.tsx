import { Link, useLocation } from '@portal/kernel';
import type { DownlineMember } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './MoneyShortcuts.module.css';

/**
 * "Transfer" and "Red envelope" for a direct downline member (money goes to direct downline only): the
 * sibling pages of the agent centre, opened with the member chosen (`?member=<id>&account=<name>`).
 */
export function MoneyShortcuts({ member }: { member: DownlineMember }) {
  const { t } = useAgentTranslation();
  const { pathname } = useLocation();
  if (member.level !== 1) return null;
  const query = `?${new URLSearchParams({ member: String(member.id), account: member.account }).toString()}`;
  // A sibling of this page, whatever the centre's base path is.
  const sibling = (page: string) => pathname.replace(/[^/]+\/?$/, page) + query;
  return (
    <div className={styles.shortcuts}>
      <Link to={sibling('transferDownline')} className={layoutStyles.linkButton}>
        {t('downline.transfer')}
      </Link>
      <Link to={sibling('redEnvelope')} className={layoutStyles.linkButton}>
        {t('downline.redEnvelope')}
      </Link>
    </div>
  );
}
