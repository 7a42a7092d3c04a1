import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, sendCommand, useSession } from '@portal/shared';
import { CategoryNav } from './CategoryNav';
import { BalanceBox } from './BalanceBox';
import { AccountMenu } from './AccountMenu';
import { LanguageSelect } from '../language';
import { ThemeToggle } from '../theme';
import { memberPage } from '../../app/paths';
import styles from './Header.module.css';

export function Header() {
  const { t } = useTranslation('shell');
  const session = useSession();
  // Trial accounts cannot use the wallet (spec §6): they get the warning instead of the page.
  const blockTrial = (event: MouseEvent) => {
    if (!session.isTrial) return;
    event.preventDefault();
    sendCommand({ type: 'openModal', modal: 'trialWarning' });
  };
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to="/" className={styles.logo} aria-label={t('brand')}>
          <span className={styles.logoMark}>◆</span> {t('brand')}
        </Link>
        <div className={styles.actions}>
          {session.isLogin ? (
            <>
              <BalanceBox />
              <Link className={styles.deposit} to={memberPage('depositv2')} onClick={blockTrial}>
                {t('header.deposit')}
              </Link>
              <Link className={styles.withdraw} to={memberPage('withdraw')} onClick={blockTrial}>
                {t('header.withdraw')}
              </Link>
              <AccountMenu />
            </>
          ) : (
            <>
              <button type="button" className={styles.login} onClick={() => sendCommand({ type: 'openModal', modal: 'login' })}>
                {t('header.login')}
              </button>
              <button type="button" className={styles.register} onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
                {t('header.register')}
              </button>
            </>
          )}
          <button type="button" className={styles.icon} aria-label={t('header.announcements')} onClick={() => sendCommand({ type: 'openModal', modal: 'announcement' })}>
            <Icon name="bell" />
          </button>
          <ThemeToggle />
          <LanguageSelect />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
