import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './SecurityCenter.module.css';

/** The default member page: who is logged in, and the account's standing. */
export function SecurityCenter() {
  const { t } = useTranslation(NS);
  const { member, isAgent } = useSession();
  if (!member) return null;
  return (
    <article data-member-page="securityCenter">
      <h1 className={styles.title}>{t('pages.securityCenter.title')}</h1>
      <p className={styles.lead}>{t('pages.securityCenter.lead')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('security.account')}</dt>
          <dd data-testid="member-account">{member.account}</dd>
        </div>
        <div>
          <dt>{t('security.nickname')}</dt>
          <dd>{member.nickname || '—'}</dd>
        </div>
        <div>
          <dt>{t('security.accountType')}</dt>
          <dd>{t(isAgent ? 'security.typeAgent' : 'security.typeMember')}</dd>
        </div>
      </dl>
    </article>
  );
}
