import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@portal/kernel';

/** The drawer's element id, for the menu button's aria-controls. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * From this width up the side menu is a column beside the page and the menu button is hidden
 * (SideMenu.module.css and Header.module.css use the same 900 px breakpoint).
 */
const COLUMN_QUERY = '(min-width: 901px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface MenuDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  drawerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The side menu as a drawer on narrow screens: the header's menu button opens it, and it behaves as
 * a modal dialog while open (focus moves in, the page behind stays still, focus returns to the menu
 * button). Any navigation closes it, so a link tapped inside it never leaves it covering the new page.
 */
export function useMenuDrawer(): MenuDrawer {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  // Every navigation has a new key, even one to the page already shown.
  useEffect(() => close(), [key, close]);

  // Turning a tablet or widening the window makes the drawer the column again: nothing left to close.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(COLUMN_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const button = buttonRef.current;
    drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (button?.isConnected) button.focus();
    };
  }, [open]);

  return { open, toggle, close, buttonRef, drawerRef };
}
