import { NavLink } from '@portal/kernel';
import { useVendorName } from '@portal/shared';
import { useOpenVendor } from '../gameNav';
import { useShownCategories } from './useShownCategories';
import styles from './CategoryNav.module.css';
import { useShellTranslation } from '../../i18n';

/** Spec §2: these navigate straight to their page (FAV has no vendors); the others drop down their vendors. */
const WITHOUT_DROPDOWN = new Set(['HOME', 'FAV', 'PROMO', 'PVP', 'FISH', 'RNG']);

/** The header's categories in the order of spec §2 (those with vendors: `useShownCategories`). */
export function CategoryNav() {
  const { t } = useShellTranslation();
  const { items, laneOf } = useShownCategories();
  const openVendor = useOpenVendor();
  const vendorName = useVendorName();

  return (
    <nav className={styles.nav} aria-label={t('header.navLabel')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const category = t(`category.${item.code}`);
          const lane = WITHOUT_DROPDOWN.has(item.code) ? undefined : laneOf(item.code);
          return (
            <li key={item.code} className={styles.item} data-category={item.code}>
              <NavLink to={item.to} end={item.code === 'HOME'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {category}
              </NavLink>
              {lane && lane.cards.length > 0 && (
                <div className={styles.menu} role="group" aria-label={t('gameNav.providersOf', { category })}>
                  {lane.cards.map((card) => (
                    <button key={card.vassalage} type="button" className={styles.vendor} onClick={() => openVendor(card)}>
                      <img src={card.logoUrl} alt="" width={40} height={40} loading="lazy" />
                      <span>{vendorName(card)}</span>
                      {card.maintenance && <em className={styles.badge}>{t('gameNav.maintenance')}</em>}
                    </button>
                  ))}
                  <NavLink to={item.to} className={styles.all}>
                    {t('gameNav.all', { category })}
                  </NavLink>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
