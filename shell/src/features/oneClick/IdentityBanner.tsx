import { useTranslation } from '@portal/kernel';
import type { IdentityProfile } from '@portal/shared/contracts';
import styles from './OneClick.module.css';

/** On the register form opened by a new one-click identity: whose account is being made. */
export function IdentityBanner({ profile }: { profile: IdentityProfile }) {
  const { t } = useTranslation('shell');
  const name = profile.providerName;
  return (
    <p className={styles.banner} role="note">
      {profile.email ? t('oneClick.registerWithEmail', { name, email: profile.email }) : t('oneClick.registerWith', { name })}
    </p>
  );
}
