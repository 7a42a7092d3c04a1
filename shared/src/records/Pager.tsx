import { Button } from '../ui';
import { useRecordsTranslation } from './i18n';
import styles from './Records.module.css';

/** Previous / next through a paged list, with where the reader is. Hidden when there is one page. */
export function Pager({ page, totalPages, onPage, disabled }: { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean }) {
  const { t } = useRecordsTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button variant="secondary" className={styles.touch} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span aria-live="polite" data-testid="pager-position">
        {t('pager.position', { page, total: totalPages })}
      </span>
      <Button variant="secondary" className={styles.touch} disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
