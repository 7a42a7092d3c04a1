import { sendCommand, useBalance } from '@portal/kernel';
import { useShownBalance } from '@portal/shared';
import { loadBalance } from '../session';
import styles from './BalanceBox.module.css';
import { useShellTranslation } from '../../i18n';

/**
 * Header balance of spec §2: 2 decimals with thousands separators, maskable, refreshable. It follows
 * `balance$`, which the event stream keeps current; the refresh button is a person asking, once.
 */
export function BalanceBox() {
  const { t } = useShellTranslation();
  const wallet = useBalance();
  const shown = useShownBalance();
  return (
    <div className={styles.box}>
      <span className={styles.label}>{t('header.balance')}</span>
      <span className={styles.amount} data-testid="header-balance">
        {shown}
      </span>
      <button
        type="button"
        className={styles.icon}
        aria-label={wallet.masked ? t('header.showBalance') : t('header.hideBalance')}
        aria-pressed={wallet.masked}
        onClick={() => sendCommand({ type: 'toggleBalanceMask' })}
      >
        {wallet.masked ? '◎' : '◉'}
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.refresh} ${wallet.loading ? styles.spinning : ''}`}
        aria-label={t('header.refreshBalance')}
        disabled={wallet.loading}
        onClick={() => void loadBalance()}
      >
        ↻
      </button>
    </div>
  );
}
