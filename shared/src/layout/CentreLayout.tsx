import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from '@portal/kernel';
import { handleDialogKeyDown, useDialogFocus } from '../ui/useDialogBehaviour';
import { useSharedTranslation } from '../ui/useSharedTranslation';
import { cx } from '../ui/cx';
import { usePhoneWidth } from './usePhoneWidth';
import styles from './CentreLayout.module.css';

export interface CentrePage {
  to: string;
  label: ReactNode;
}

export interface CentreLayoutProps {
  /** The centre's name: the drawer's title, and the bar's while no page of the menu is shown. */
  name: string;
  /** The menu (and whatever goes with it, e.g. the wallet): beside the page when wide, in a drawer on a phone. */
  menu: ReactNode;
  /** The menu's pages, to name the one shown in the phone's bar. */
  pages: readonly CentrePage[];
  /** The page. */
  children: ReactNode;
  className?: string;
}

const isShown = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * The frame of the member centre and the agent centre: the menu in a column beside the page; on a
 * phone the page comes first (a form, or what paying said, on the first screen) under a bar naming it,
 * and the bar's button opens the menu as a drawer, a modal dialog: focus moves in, Escape, the backdrop
 * and the close button close it, and so does picking a page (any navigation).
 */
export function CentreLayout({ name, menu, pages, children, className }: CentreLayoutProps) {
  const phone = usePhoneWidth();
  const { pathname, key } = useLocation();
  const { t } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const drawerId = useId();
  const titleId = useId();
  const drawerRef = useRef<HTMLDivElement>(null);
  const shown = open && phone;
  const closeOnActivation = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) close();
  };
  const current = pages.find((page) => isShown(pathname, page.to))?.label ?? name;

  // Every navigation has a new key; widening past the phone breakpoint puts the menu back in its column.
  useEffect(() => close(), [key, phone, close]);
  // Before the focus below: the dialog remembers the menu button as where focus returns.
  useDialogFocus(shown, drawerRef);
  useEffect(() => {
    if (shown) drawerRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [shown]);

  // One tree for both widths, the page always in the same place: turning a phone sideways (past the
  // breakpoint) must not remount the page and lose what was typed in its form.
  return (
    <div className={cx(styles.centre, phone && styles.phone, className)}>
      {phone && (
        <div className={styles.bar}>
          <span className={styles.current}>{current}</span>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('layout.centreMenu', { name })}
            aria-haspopup="dialog"
            aria-expanded={shown}
            aria-controls={drawerId}
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true">☰</span>
            <span>{t('layout.menu')}</span>
          </button>
        </div>
      )}
      {!phone && <div className={styles.menu}>{menu}</div>}
      <div className={styles.content}>{children}</div>
      {shown &&
        createPortal(
          <>
            {/* A tap beside the drawer closes it; keyboard users have Escape and the close button. */}
            <div className={styles.backdrop} aria-hidden="true" data-testid="centre-menu-backdrop" onClick={close} />
            <div
              ref={drawerRef}
              id={drawerId}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              className={styles.drawer}
              onKeyDown={(event) => handleDialogKeyDown(event, close)}
            >
              <div className={styles.drawerHead}>
                <h2 id={titleId} className={styles.drawerTitle}>
                  {name}
                </h2>
                <button type="button" className={styles.close} aria-label={t('actions.close')} onClick={close}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {/* A link navigates (which closes it); a button opens a popup, which must not open under it. */}
              <div className={styles.drawerBody} onClick={closeOnActivation}>
                {menu}
              </div>
            </div>
          </>,
          document.body,
        )}
    </div>
  );
}
