import { useTranslation } from 'react-i18next';
import { formatMoney, MASKED_MONEY, sendCommand, useBalance, useSession } from '@portal/shared';
import { NS } from '../../i18n';
import styles from './MemberCentre.module.css';

/** The member's name and main-wallet balance; refreshing asks the shell, which owns the balance. */
export function WalletCard() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const wallet = useBalance();
  const shown = wallet.balance === null ? '—' : wallet.masked ? MASKED_MONEY : formatMoney(wallet.balance, wallet.decimals);
  return (
    <div className={styles.wallet}>
      <p className={styles.account}>{session.member?.nickname || session.member?.account}</p>
      <p className={styles.walletLabel}>{t('mainWallet')}</p>
      <p className={styles.amount} data-testid="member-balance">
        {wallet.currencySymbol} {shown}
      </p>
      <button type="button" className={styles.refresh} disabled={wallet.loading} onClick={() => sendCommand({ type: 'refreshBalance' })}>
        {wallet.loading ? t('refreshing') : t('refreshBalance')}
      </button>
    </div>
  );
}
