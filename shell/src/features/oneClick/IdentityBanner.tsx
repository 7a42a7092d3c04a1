import type { IdentityProfile } from '@portal/shared/contracts';
import styles from './OneClick.module.css';
import { useShellTranslation } from '../../i18n';

/** On the register form opened by a new one-click identity: whose account is being made. */
export function IdentityBanner({ profile }: { profile: IdentityProfile }) {
  const { t } = useShellTranslation();
  const name = profile.providerName;
  return (
    <p className={styles.banner} role="note">
      {profile.email ? t('oneClick.registerWithEmail', { name, email: profile.email }) : t('oneClick.registerWith', { name })}
    </p>
  );
}
