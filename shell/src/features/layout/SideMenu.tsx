import { useState, type MouseEvent, type RefObject } from 'react';
import { NavLink, sendCommand, useBalance, useCounts, useSession } from '@portal/kernel';
import { handleDialogKeyDown } from '@portal/shared';
import { serviceChannels, serviceLabel, useSiteConfig } from '../boot';
import { LanguageSelect } from '../language';
import { loadBalance } from '../session';
import { ThemeToggle } from '../theme';
import { useAccountItems } from './AccountMenu';
import { AppDownloadItem } from './AppDownloadItem';
import { useBlockTrial } from './useBlockTrial';
import { useShownCategories } from './useShownCategories';
import { useReferralEnabled } from './useReferralEnabled';
import { SIDE_MENU_ID } from './useMenuDrawer';
import { memberPage } from '../../app/paths';
import styles from './SideMenu.module.css';
import { useShellTranslation } from '../../i18n';


export interface SideMenuProps {
  /** The drawer is open (narrow screens). */
  open: boolean;
  onClose: () => void;
  drawerRef: RefObject<HTMLDivElement | null>;
  /** Game pages hide the side column (spec §2); the drawer stays reachable from the menu button. */
  columnHidden: boolean;
}

/** What the header leaves out on a narrow screen: withdraw, the account menu, a balance refresh. */
function AccountGroup({ onClose }: { onClose: () => void }) {
  const { t } = useShellTranslation();
  const items = useAccountItems();
  const wallet = useBalance();
  const blockTrial = useBlockTrial();
  return (
    <nav className={`${styles.group} ${styles.drawerOnly}`} aria-label={t('side.account')}>
      <span className={styles.heading}>{t('side.account')}</span>
      <NavLink to={memberPage('withdraw')} onClick={blockTrial}>
        {t('header.withdraw')}
      </NavLink>
      {items.map((item) => (
        <NavLink key={item.key} to={item.to}>
          {t(`account.${item.key}`)}
        </NavLink>
      ))}
      <button type="button" className={styles.item} data-closes-menu disabled={wallet.loading} onClick={() => void loadBalance()}>
        {t('header.refreshBalance')}
      </button>
      <button
        type="button"
        className={styles.item}
        onClick={() => {
          onClose();
          sendCommand({ type: 'logout' });
        }}
      >
        {t('account.signOut')}
      </button>
    </nav>
  );
}

/** A red count after a link's label, hidden at 0; its label says what it counts. */
function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-label={label} data-testid="side-count">
      {count}
    </span>
  );
}

/**
 * The side menu of spec §2. Above 900 px it is a column beside the page; at 900 px and below it is a
 * drawer that the header's menu button opens, a modal dialog while open (useMenuDrawer): Escape, the
 * close button, a tap on the backdrop and any link inside close it. Which form shows is CSS only.
 */
export function SideMenu({ open, onClose, drawerRef, columnHidden }: SideMenuProps) {
  const { t } = useShellTranslation();
  const session = useSession();
  const { customerService } = useSiteConfig();
  const referral = useReferralEnabled();
  // The server's red dots (rewards to claim, promotions to join), moved live by the event stream.
  const counts = useCounts();
  const { items: categories } = useShownCategories();
  const [serviceOpen, setServiceOpen] = useState(true);
  const services = serviceChannels(customerService);

  // A link followed (even to the page already shown) or a popup asked for: the drawer has done its job.
  const closeOnActivation = (event: MouseEvent) => {
    if (open && (event.target as Element).closest('a[href], [data-closes-menu]')) onClose();
  };
  const classes = [styles.side, open && styles.open, columnHidden && styles.drawerOnly].filter(Boolean).join(' ');

  return (
    <>
      {/* A tap beside the drawer closes it; keyboard users have Escape and the close button. */}
      {open && <div className={styles.backdrop} aria-hidden="true" data-testid="side-menu-backdrop" onClick={onClose} />}
      <div
        id={SIDE_MENU_ID}
        ref={drawerRef}
        className={classes}
        role={open ? 'dialog' : 'complementary'}
        aria-modal={open || undefined}
        aria-label={t('side.label')}
        // Open, a click on its empty space keeps focus in it (not on the page behind), so Escape still works.
        tabIndex={open ? -1 : undefined}
        onKeyDown={open ? (event) => handleDialogKeyDown(event, onClose) : undefined}
        onClick={closeOnActivation}
      >
        <div className={`${styles.drawerHead} ${styles.drawerOnly}`}>
          <span className={styles.drawerTitle}>{t('side.label')}</span>
          <button type="button" className={styles.close} aria-label={t('side.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav className={styles.group}>
          {categories
            .filter((item) => item.code !== 'PROMO')
            .map((item) => (
              <NavLink key={item.code} to={item.to} end={item.code === 'HOME'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {t(`category.${item.code}`)}
              </NavLink>
            ))}
        </nav>
        {session.isLogin && <AccountGroup onClose={onClose} />}
        <div className={styles.group}>
          <NavLink to={memberPage('rewardCenter')}>
            {t('side.bonus')}
            <CountBadge count={counts.rewards} label={t('side.badgeRewards', { count: counts.rewards })} />
          </NavLink>
          <NavLink to="/promotions">
            {t('category.PROMO')}
            <CountBadge count={counts.availablePromotions} label={t('side.badgePromotions', { count: counts.availablePromotions })} />
          </NavLink>
          {referral && <NavLink to={memberPage('referral')}>{t('side.invite')}</NavLink>}
        </div>
        <AppDownloadItem />
        <div className={styles.group}>
          <button type="button" className={styles.heading} aria-expanded={serviceOpen} aria-label={t('side.serviceToggle')} onClick={() => setServiceOpen(!serviceOpen)}>
            {t('side.service')} {serviceOpen ? '▾' : '▸'}
          </button>
          {serviceOpen && (
            <>
              {/* The site's own chat: its desks, in the customer-service popup. */}
              <button type="button" className={styles.item} data-closes-menu onClick={() => sendCommand({ type: 'openModal', modal: 'customerService' })}>
                {t('floating.livechat')}
              </button>
              {services.map((cs) => (
                <a key={cs.csType} href={cs.path} target="_blank" rel="noopener noreferrer">
                  {serviceLabel(cs.csType) ? t(serviceLabel(cs.csType)!) : cs.title || cs.csType}
                </a>
              ))}
            </>
          )}
        </div>
        <div className={styles.group}>
          <span className={styles.heading}>{t('side.language')}</span>
          <LanguageSelect />
        </div>
        {/* The header's announcements and theme buttons, for the narrow screens where it has no room. */}
        <div className={`${styles.settings} ${styles.drawerOnly}`}>
          <button type="button" className={styles.item} data-closes-menu onClick={() => sendCommand({ type: 'openModal', modal: 'announcement' })}>
            {t('header.announcements')}
          </button>
          <ThemeToggle />
        </div>
      </div>
    </>
  );
}
