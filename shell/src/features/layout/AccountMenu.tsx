import { useEffect, useRef, useState } from 'react';
import { Link, sendCommand, useSession } from '@portal/kernel';
import { useSiteConfig } from '../boot';
import { ACCOUNT_MENU } from './nav';
import styles from './AccountMenu.module.css';
import { useShellTranslation } from '../../i18n';

/** The account menu's items of spec §2 that this site and this member get. */
export function useAccountItems() {
  const session = useSession();
  const { whitelabel } = useSiteConfig();
  return ACCOUNT_MENU.filter(
    (item) => (!('flag' in item) || whitelabel[item.flag]) && (!('agentOnly' in item) || session.isAgent),
  );
}

export function AccountMenu() {
  const { t } = useShellTranslation();
  const session = useSession();
  const items = useAccountItems();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className={styles.menu} ref={root}>
      <button type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Avatar url={session.member?.avatarUrl} name={session.member?.nickname || session.member?.account || ''} />
        <span className={styles.name}>{session.member?.nickname || session.member?.account}</span> ▾
      </button>
      {open && (
        <ul className={styles.list} role="menu">
          {items.map((item) => (
            <li key={item.key} role="none">
              <Link role="menuitem" to={item.to} onClick={() => setOpen(false)}>
                {t(`account.${item.key}`)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                sendCommand({ type: 'logout' });
              }}
            >
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/**
 * The member's avatar in the menu's button: the picture the API serves (decorative: the
 * name is beside it), or the name's first letter while there is none. A plain sized <img>, lazy, so
 * the first load of `/` gains no script and no layout shift.
 */
function Avatar({ url, name }: { url: string | undefined; name: string }) {
  if (url) return <img className={styles.avatar} src={url} alt="" width={28} height={28} loading="lazy" decoding="async" data-testid="header-avatar" />;
  return (
    <span className={styles.avatar} aria-hidden="true" data-testid="header-avatar-initial">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
