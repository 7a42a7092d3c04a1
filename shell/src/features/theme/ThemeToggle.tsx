import { useTheme, useTranslation } from '@portal/kernel';
import { applyTheme } from './theme';
import styles from './ThemeToggle.module.css';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className={styles.toggle} aria-label={t(`theme.switchTo.${next}`)} onClick={() => applyTheme(next)}>
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
