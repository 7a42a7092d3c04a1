import { useTranslation } from 'react-i18next';
import { FactGrid, PageHero, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './SecurityCenter.module.css';

/** The default member page: who is logged in, and the account's standing. */
export function SecurityCenter() {
  const { t } = useTranslation(NS);
  const { member, isAgent } = useSession();
  if (!member) return null;
  return (
    <article className={styles.page} data-member-page="securityCenter">
      <PageHero tone="member" title={t('pages.securityCenter.title')} lead={t('pages.securityCenter.lead')} />
      <FactGrid
        facts={[
          { label: t('security.account'), value: member.account, testId: 'member-account' },
          { label: t('security.nickname'), value: member.nickname || '—' },
          { label: t('security.accountType'), value: t(isAgent ? 'security.typeAgent' : 'security.typeMember') },
        ]}
      />
    </article>
  );
}
