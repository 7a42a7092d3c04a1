import type { ReactNode } from 'react';
import { NavLink } from '@portal/kernel';
import { cx } from './cx';
import styles from './NavMenu.module.css';

export interface NavMenuItem {
  to: string;
  label: ReactNode;
  /** A red count (unread messages, missions, rewards); hidden at 0. */
  badge?: number;
  badgeLabel?: string;
}

/** The vertical page menu of the member and agent centres. */
export function NavMenu({ items, label, className }: { items: NavMenuItem[]; label: string; className?: string }) {
  return (
    <nav className={cx(styles.menu, className)} aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
          <span>{item.label}</span>
          {!!item.badge && item.badge > 0 && (
            <span className={styles.badge} aria-label={item.badgeLabel}>
              {item.badge}
            </span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
