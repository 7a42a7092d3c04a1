import { useTranslation } from 'react-i18next';
import { Button, formatMoney, MASKED_MONEY, sendCommand, useBalance, useSession } from '@portal/shared';
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
      <Button variant="secondary" className={styles.refresh} loading={wallet.loading} onClick={() => sendCommand({ type: 'refreshBalance' })}>
        {t('refreshBalance')}
      </Button>
    </div>
  );
}
