import { Outlet, useCounts } from '@portal/kernel';
import { NavMenu } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import { WalletCard } from './WalletCard';
import { BADGES, MEMBER_PAGES } from './pages';
import styles from './MemberCentre.module.css';

export function MemberCentre({ basePath }: { basePath: string }) {
  const { t } = useMemberTranslation();
  const counts = useCounts();
  const items = MEMBER_PAGES.map((page) => {
    const badge = BADGES[page];
    const count = badge ? counts[badge] : 0;
    return { to: `${basePath}/${page}`, label: t(`pages.${page}.title`), badge: count, badgeLabel: t('badge', { count }) };
  });
  return (
    <div className={styles.centre}>
      <aside className={styles.menu}>
        <WalletCard />
        <NavMenu items={items} label={t('menuLabel')} />
      </aside>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
