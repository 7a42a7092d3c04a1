import { useTheme } from '@portal/kernel';
import { applyTheme } from './theme';
import styles from './ThemeToggle.module.css';
import { useShellTranslation } from '../../i18n';

export function ThemeToggle() {
  const { t } = useShellTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className={styles.toggle} aria-label={t(`theme.switchTo.${next}`)} onClick={() => applyTheme(next)}>
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
