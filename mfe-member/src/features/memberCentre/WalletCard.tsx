import { useSession } from '@portal/kernel';
import { useShownBalance } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import styles from './MemberCentre.module.css';

/** The member's name and main-wallet balance, as the shell is pushed it after every ledger posting. */
export function WalletCard() {
  const { t } = useMemberTranslation();
  const session = useSession();
  const shown = useShownBalance();
  return (
    <div className={styles.wallet}>
      <p className={styles.account}>{session.member?.nickname || session.member?.account}</p>
      <p className={styles.walletLabel}>{t('mainWallet')}</p>
      <p className={styles.amount} data-testid="member-balance" aria-live="polite">
        {shown}
      </p>
    </div>
  );
}
