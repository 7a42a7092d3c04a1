import { useState } from 'react';
import { ANNOUNCEMENTS_PER_PAGE, EmptyState, ErrorState, Modal, Spinner, useSiteDate } from '@portal/shared';
import type { Notice } from '@portal/shared/contracts';
import { useAnnouncements } from './useAnnouncements';
import { Pagination } from './Pagination';
import { SafeHtml } from './SafeHtml';
import styles from './Announcements.module.css';
import { useShellTranslation } from '../../i18n';

export type NoticeSource = 'player' | 'marquee';

interface Props {
  onClose: () => void;
  /** `player`: the announcement popup; `marquee`: the notice popup opened from the marquee. */
  source?: NoticeSource;
  initialIndex?: number;
}

/**
 * The announcement popup of spec §2: titles 9 per page, the chosen one's HTML at the right. The
 * notice popup is the same list opened at a chosen index.
 */
export function AnnouncementModal({ onClose, source = 'player', initialIndex = 0 }: Props) {
  const { t } = useShellTranslation();
  const state = useAnnouncements();
  const [selected, setSelected] = useState(initialIndex);
  const [page, setPage] = useState(Math.floor(initialIndex / ANNOUNCEMENTS_PER_PAGE) + 1);

  return (
    <Modal open title={t(source === 'player' ? 'announcements.title' : 'announcements.noticeTitle')} onClose={onClose} size="lg">
      {state.loading && !state.data && <Spinner />}
      {state.status === 'failed' && <ErrorState message={t('announcements.failed')} onRetry={state.retry} />}
      {state.data &&
        (state.data[source].length === 0 ? (
          <EmptyState message={t('announcements.empty')} />
        ) : (
          <NoticeList notices={state.data[source]} page={page} selected={Math.min(selected, state.data[source].length - 1)} onPage={setPage} onSelect={setSelected} />
        ))}
    </Modal>
  );
}

interface ListProps {
  notices: Array<Pick<Notice, 'id' | 'title' | 'content'> & { timestamp?: string }>;
  page: number;
  selected: number;
  onPage: (page: number) => void;
  onSelect: (index: number) => void;
}

function NoticeList({ notices, page, selected, onPage, onSelect }: ListProps) {
  const formatDate = useSiteDate();
  const { t } = useShellTranslation();
  const total = Math.ceil(notices.length / ANNOUNCEMENTS_PER_PAGE);
  const first = (page - 1) * ANNOUNCEMENTS_PER_PAGE;
  const shown = notices.slice(first, first + ANNOUNCEMENTS_PER_PAGE);
  const notice = notices[selected];
  return (
    <div className={styles.layout}>
      <div className={styles.listColumn}>
        <ul className={styles.list} aria-label={t('announcements.listLabel')}>
          {shown.map((item, offset) => (
            <li key={item.id}>
              <button type="button" aria-current={first + offset === selected ? 'true' : undefined} onClick={() => onSelect(first + offset)}>
                {item.title}
              </button>
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} onPage={onPage} />
      </div>
      {notice && (
        <article className={styles.detail} aria-live="polite">
          <h3>{notice.title}</h3>
          {notice.timestamp && <time dateTime={notice.timestamp}>{formatDate(notice.timestamp, 'date')}</time>}
          <SafeHtml html={notice.content} className={styles.html} />
        </article>
      )}
    </div>
  );
}
