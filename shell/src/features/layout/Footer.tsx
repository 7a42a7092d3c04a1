import { Link, sendCommand, useSession } from '@portal/kernel';
import { COPYRIGHT_YEAR, MINIMUM_AGE } from '@portal/shared';
import { useSiteConfig } from '../boot';
import { useHelpSections } from '../help';
import { FOOTER_BADGES } from '../../app/brand';
import { memberPage } from '../../app/paths';
import { VendorLogos } from './VendorLogos';
import { useReferralEnabled } from './useReferralEnabled';
import styles from './Footer.module.css';
import { useShellTranslation } from '../../i18n';

const SOCIAL_TYPES = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'VIBER'];

export function Footer() {
  const { t } = useShellTranslation();
  const help = useHelpSections();
  const { resources } = useSiteConfig();
  const referral = useReferralEnabled();
  const session = useSession();
  const social = resources.filter((r) => SOCIAL_TYPES.includes(r.resourceType));
  return (
    <footer className={styles.footer}>
      <VendorLogos />
      <div className={styles.columns}>
        <nav className={styles.column} aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          {help.data?.map((section) => (
            <Link key={section.id} to={`/help#${section.code}`}>
              {section.title}
            </Link>
          ))}
          {/* A member's own limits and breaks; a guest reads what they are and where to find help, signed in or not. */}
          <Link to={session.isLogin ? memberPage('responsibleGaming') : '/help#term'}>{t('footer.playResponsibly')}</Link>
          <button type="button" onClick={() => sendCommand({ type: 'openModal', modal: 'feedback' })}>
            {t('footer.feedback')}
          </button>
        </nav>
        <div className={styles.column}>
          <h2>{t('footer.partners')}</h2>
          <Link to="/agent">{t('footer.affiliate')}</Link>
          {referral && <Link to="/member/referral">{t('footer.invite')}</Link>}
          {social.map((r) => (
            <a key={r.resourceType} href={r.url} target="_blank" rel="noopener noreferrer">
              {r.labelNameEn || r.resourceType}
            </a>
          ))}
        </div>
        {(Object.keys(FOOTER_BADGES) as Array<keyof typeof FOOTER_BADGES>).map((group) => (
          <div key={group} className={styles.column}>
            <h2>{t(`footer.badges.${group}`)}</h2>
            <ul className={styles.badges}>
              {FOOTER_BADGES[group].map((name) => (
                <li key={name}>
                  {/* Pictures, not script: below the fold they load when scrolled near, never with the page's JS. */}
                  <img src={`/wps/asset/badge/${name}.svg`} alt={t(`footer.badge.${name}`)} width={96} height={32} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles.notice}>
        <span className={styles.age}>{MINIMUM_AGE}+</span> {t('footer.age', { age: MINIMUM_AGE })}
      </p>
      <p className={styles.notice}>{t('footer.liability')}</p>
      <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
