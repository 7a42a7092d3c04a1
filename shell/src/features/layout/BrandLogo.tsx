import { Link } from '@portal/kernel';
import { useShellTranslation } from '../../i18n';
import styles from './Header.module.css';

/** The brand's initials (Golden Myanmar → GM): its mark wherever the name does not fit. */
export function brandInitials(brand: string): string {
  return brand
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The header's logo: the brand's mark and its name, a link home named by the brand. On a phone the
 * name gives way and the mark stands alone (Header.module.css), so the mark says the brand: a lone
 * symbol said nothing.
 */
export function BrandLogo() {
  const { t } = useShellTranslation();
  const brand = t('brand');
  return (
    <Link to="/" className={styles.logo} aria-label={brand}>
      <span className={styles.logoMark} aria-hidden="true" data-testid="brand-mark">
        {brandInitials(brand)}
      </span>
      <span className={styles.logoText}>{brand}</span>
    </Link>
  );
}
