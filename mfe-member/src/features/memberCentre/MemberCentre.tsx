import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCounts } from '@portal/shared';
import { NS } from '../../i18n';
import { WalletCard } from './WalletCard';
import { BADGES, MEMBER_PAGES } from './pages';
import styles from './MemberCentre.module.css';

export function MemberCentre({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const counts = useCounts();
  return (
    <div className={styles.centre}>
      <aside className={styles.menu}>
        <WalletCard />
        <nav aria-label={t('menuLabel')}>
          {MEMBER_PAGES.map((page) => {
            const badge = BADGES[page];
            const count = badge ? counts[badge] : 0;
            return (
              <NavLink key={page} to={`${basePath}/${page}`} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                <span>{t(`pages.${page}.title`)}</span>
                {count > 0 && (
                  <span className={styles.badge} aria-label={t('badge', { count })}>
                    {count}
                  </span>
                )}
              </NavLink>
            );
          })}
        </nav>
      </aside>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
