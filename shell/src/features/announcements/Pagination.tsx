import { ANNOUNCEMENTS_PAGINATION_MARGIN, ANNOUNCEMENTS_PAGINATION_RANGE } from '@portal/shared';
import { pageItems } from './pagination';
import styles from './Announcements.module.css';
import { useShellTranslation } from '../../i18n';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, total, onPage }: Props) {
  const { t } = useShellTranslation();
  if (total <= 1) return null;
  const items = pageItems(page, total, ANNOUNCEMENTS_PAGINATION_MARGIN, ANNOUNCEMENTS_PAGINATION_RANGE);
  return (
    <nav className={styles.pagination} aria-label={t('announcements.pages')}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label={t('announcements.previous')}>
        ‹
      </button>
      {items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <button key={item} type="button" aria-current={item === page ? 'page' : undefined} onClick={() => onPage(item)}>
            {item}
          </button>
        ),
      )}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page === total} aria-label={t('announcements.next')}>
        ›
      </button>
    </nav>
  );
}
