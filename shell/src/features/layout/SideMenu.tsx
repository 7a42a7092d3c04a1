import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendCommand } from '@portal/shared';
import { useSiteConfig } from '../boot';
import { LanguageSelect } from '../language';
import { HEADER_NAV } from './nav';
import { memberPage } from '../../app/paths';
import styles from './SideMenu.module.css';

const SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'];

export function SideMenu() {
  const { t } = useTranslation('shell');
  const { customerService } = useSiteConfig();
  const [serviceOpen, setServiceOpen] = useState(true);
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
        <NavLink to={memberPage('referral')}>{t('side.invite')}</NavLink>
      </div>
      <button type="button" className={styles.app} onClick={() => sendCommand({ type: 'openModal', modal: 'appDownload' })}>
        <span aria-hidden="true" className={styles.appIcon}>
          ▦
        </span>
        <span>{t('side.app')}</span>
      </button>
      {services.length > 0 && (
        <div className={styles.group}>
          <button type="button" className={styles.heading} aria-expanded={serviceOpen} aria-label={t('side.serviceToggle')} onClick={() => setServiceOpen(!serviceOpen)}>
            {t('side.service')} {serviceOpen ? '▾' : '▸'}
          </button>
          {serviceOpen &&
            services.map((cs) => (
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
