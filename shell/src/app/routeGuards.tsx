import { useEffect, type ReactNode } from 'react';
import { type ModalName, Navigate, sendCommand, useLocation, useSession } from '@portal/kernel';
import { paths } from './paths';
import styles from './routeGuards.module.css';
import { useShellTranslation } from '../i18n';

/**
 * /login, /register, /help: open the popup over the home page (spec §2). A hash names where the
 * popup opens, e.g. /help#term opens the help centre at the terms.
 */
export function OpenModalRoute({ modal }: { modal: ModalName }) {
  const { hash } = useLocation();
  const section = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  useEffect(() => sendCommand({ type: 'openModal', modal, ...(section ? { params: { section } } : {}) }), [modal, section]);
  return <Navigate to={paths.home} replace />;
}

/** /agentHome is for agents; anyone else is sent to the agent landing page (spec §2). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.isAgent) return <Navigate to={paths.agent} replace />;
  return <>{children}</>;
}

/** Trial users cannot open member-centre panels; they are asked for a real account (spec §2, §6). */
export function RequireRealAccount({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  const session = useSession();
  if (!session.isTrial) return <>{children}</>;
  return (
    <div className={styles.notice} role="alert" data-testid="trial-blocked">
      <p>{t('trial.blocked')}</p>
      <button type="button" onClick={() => sendCommand({ type: 'openModal', modal: 'register' })}>
        {t('header.register')}
      </button>
    </div>
  );
}

/** After navigation the page scrolls to top, or to the anchor of a hash link (spec §2). */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
