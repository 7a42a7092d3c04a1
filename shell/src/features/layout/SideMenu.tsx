import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../boot';
import { LanguageSelect } from '../language';
import { HEADER_NAV } from './nav';
import { memberPage } from '../../app/paths';
import styles from './SideMenu.module.css';

const SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'];

export function SideMenu() {
  const { t } = useTranslation('shell');
  const { customerService } = useSiteConfig();
  const services = customerService.filter((cs) => SERVICE_TYPES.includes(cs.csType));
  return (
    <aside className={styles.side} aria-label={t('side.label')}>
      <nav className={styles.group}>
        {HEADER_NAV.filter((item) => item.code !== 'PROMO').map((item) => (
          <NavLink key={item.code} to={item.to} end={item.code === 'HOME'} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {t(`category.${item.code}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.group}>
        <NavLink to={memberPage('rewardCenter')}>{t('side.bonus')}</NavLink>
        <NavLink to="/promotions">{t('category.PROMO')}</NavLink>
      </div>
      {services.length > 0 && (
        <div className={styles.group}>
          <span className={styles.heading}>{t('side.customerService')}</span>
          {services.map((cs) => (
            <a key={cs.csType} href={cs.path} target="_blank" rel="noopener noreferrer">
              {cs.title || cs.csType}
            </a>
          ))}
        </div>
      )}
      <div className={styles.group}>
        <span className={styles.heading}>{t('side.language')}</span>
        <LanguageSelect />
      </div>
    </aside>
  );
}
