import type { RefObject } from 'react';
import { Link, sendCommand, useSession } from '@portal/kernel';
import { Icon } from '@portal/shared';
import { CategoryNav } from './CategoryNav';
import { BalanceBox } from './BalanceBox';
import { BrandLogo } from './BrandLogo';
import { AccountMenu } from './AccountMenu';
import { useBlockTrial } from './useBlockTrial';
import { SIDE_MENU_ID } from './useMenuDrawer';
import { LanguageSelect } from '../language';
import { ThemeToggle } from '../theme';
import { memberPage } from '../../app/paths';
import styles from './Header.module.css';
import { useShellTranslation } from '../../i18n';

export interface HeaderProps {
  /** Whether the side menu's drawer is open (narrow screens only; the menu button is hidden on wide ones). */
  menuOpen: boolean;
  onMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The header of spec §2. On a phone it is one bar (menu button, logo, balance and deposit, or log in
 * and register); withdraw, the account menu, announcements, theme and language are in the side menu's
 * drawer there. Which controls show at which width is CSS only (Header.module.css).
 */
export function Header({ menuOpen, onMenu, menuButtonRef }: HeaderProps) {
  const { t } = useShellTranslation();
  const session = useSession();
  const blockTrial = useBlockTrial();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label={t('header.menu')}
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onMenu}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <BrandLogo />
        <div className={styles.actions}>
          {session.isLogin ? (
            <>
              <BalanceBox />
              <Link className={styles.deposit} to={memberPage('depositv2')} onClick={blockTrial}>
                {t('header.deposit')}
              </Link>
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
          {/* Wide screens only: on narrow ones these are in the side menu's drawer. */}
          <div className={styles.wide}>
            {session.isLogin && (
              <>
                <Link className={styles.withdraw} to={memberPage('withdraw')} onClick={blockTrial}>
                  {t('header.withdraw')}
                </Link>
                <AccountMenu />
              </>
            )}
            <button type="button" className={styles.icon} aria-label={t('header.announcements')} onClick={() => sendCommand({ type: 'openModal', modal: 'announcement' })}>
              <Icon name="bell" />
            </button>
            <ThemeToggle />
            <LanguageSelect />
          </div>
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
