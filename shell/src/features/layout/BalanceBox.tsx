import { sendCommand, useBalance } from '@portal/kernel';
import { Icon, useShownBalance } from '@portal/shared';
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
      {/* A toggle: one name, its state in aria-pressed (a name that flipped too said the opposite of
          the pressed state), and an eye drawn open or struck through, not a dot read as a radio button. */}
      <button
        type="button"
        className={styles.icon}
        aria-label={t('header.hideBalance')}
        aria-pressed={wallet.masked}
        onClick={() => sendCommand({ type: 'toggleBalanceMask' })}
      >
        <Icon name={wallet.masked ? 'eyeOff' : 'eye'} size={18} />
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
