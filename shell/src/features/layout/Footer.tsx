import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR } from '@portal/shared';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.links}>
        <Link to="/promotions">{t('category.PROMO')}</Link>
        <Link to="/agent">{t('footer.affiliate')}</Link>
      </div>
      <p className={styles.notice}>
        <span className={styles.age}>18+</span> {t('footer.age')}
      </p>
      <p className={styles.notice}>{t('footer.liability')}</p>
      <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
