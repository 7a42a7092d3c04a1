import { Outlet, useCounts } from '@portal/kernel';
import { CentreLayout, NavMenu } from '@portal/shared';
import { useMemberTranslation } from '../../i18n';
import { BreakBanner } from '../responsibleGaming';
import { WalletCard } from './WalletCard';
import { BADGES, MEMBER_PAGES } from './pages';

export function MemberCentre({ basePath }: { basePath: string }) {
  const { t } = useMemberTranslation();
  const counts = useCounts();
  const items = MEMBER_PAGES.map((page) => {
    const badge = BADGES[page];
    const count = badge ? counts[badge] : 0;
    return { to: `${basePath}/${page}`, label: t(`pages.${page}.title`), badge: count, badgeLabel: t('badge', { count }) };
  });
  return (
    <CentreLayout
      name={t('menuLabel')}
      pages={items}
      menu={
        <>
          <WalletCard />
          <NavMenu items={items} label={t('menuLabel')} />
        </>
      }
    >
      <BreakBanner basePath={basePath} />
      <Outlet />
    </CentreLayout>
  );
}
