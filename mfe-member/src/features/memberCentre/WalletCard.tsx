import { useBalance, useSession } from '@portal/kernel';
import { MASKED_MONEY } from '@portal/shared';
import { formatMoney } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import styles from './MemberCentre.module.css';

/** The member's name and main-wallet balance, as the shell is pushed it after every ledger posting. */
export function WalletCard() {
  const { t } = useMemberTranslation();
  const session = useSession();
  const wallet = useBalance();
  const shown = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  return (
    <div className={styles.wallet}>
      <p className={styles.account}>{session.member?.nickname || session.member?.account}</p>
      <p className={styles.walletLabel}>{t('mainWallet')}</p>
      <p className={styles.amount} data-testid="member-balance" aria-live="polite">
        {wallet.currencySymbol} {shown}
      </p>
    </div>
  );
}
