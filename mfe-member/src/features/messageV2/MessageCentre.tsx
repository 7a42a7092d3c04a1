import { useCallback, useEffect, useState } from 'react';
import { Button, EmptyState, ErrorState, http, isApiError, Modal, PageHero, Skeleton } from '@portal/shared';
import { memberMessages, readMessage, type MemberMessage } from '@portal/shared/contracts';
import { commonStyles, cx, formatDateTime, PAGE_SIZE, Section, useMemberTranslation } from '../common';
import styles from './MessageCentre.module.css';

interface ListState {
  items: MemberMessage[];
  page: number;
  totalPages: number;
  loading: boolean;
  error: string | null | false;
}

/**
 * Messages (spec §2 messageV2): newest first, 20 at a time with "load more"; unread ones stand out.
 * Opening one marks it read at once here; the shell's unread count follows the live `unread` event.
 */
export function MessageCentre() {
  const { t } = useMemberTranslation();
  const [state, setState] = useState<ListState>({ items: [], page: 0, totalPages: 1, loading: true, error: false });
  const [open, setOpen] = useState<MemberMessage | null>(null);

  const load = useCallback((page: number, signal?: AbortSignal) => {
    setState((s) => ({ ...s, loading: true, error: false }));
    http.call(memberMessages, { pageNo: page, pageSize: PAGE_SIZE }, { signal }).then(
      (data) =>
        setState((s) => {
          const known = new Set(s.items.map((m) => m.id));
          const items = page === 1 ? data.content : [...s.items, ...data.content.filter((m) => !known.has(m.id))];
          return { items, page, totalPages: data.totalPages, loading: false, error: false };
        }),
      (error: unknown) => {
        if (signal?.aborted) return;
        setState((s) => ({ ...s, loading: false, error: isApiError(error) ? error.message : null }));
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  const read = (message: MemberMessage) => {
    setOpen({ ...message, read: true });
    if (message.read) return;
    setState((s) => ({ ...s, items: s.items.map((m) => (m.id === message.id ? { ...m, read: true } : m)) }));
    // The shell updates the red count from the live `unread` event; a failure here changes nothing visible.
    http.call(readMessage, { id: message.id }).catch(() => undefined);
  };

  const unread = state.items.filter((m) => !m.read).length;

  return (
    <article className={commonStyles.page} data-member-page="messageV2">
      <PageHero tone="member" title={t('pages.messageV2.title')} lead={t('pages.messageV2.lead')} />
      <Section title={t('messages.inbox')} aside={state.items.length > 0 && <span className={commonStyles.note}>{t('messages.unreadCount', { unread })}</span>}>
        {state.error !== false && state.items.length === 0 ? (
          <ErrorState message={state.error ?? t('common.loadFailed')} onRetry={() => load(1)} />
        ) : state.loading && state.items.length === 0 ? (
          <div aria-busy="true">
            <Skeleton lines={5} height={20} />
          </div>
        ) : state.items.length === 0 ? (
          <EmptyState message={t('messages.empty')} />
        ) : (
          <ul className={styles.list} data-testid="message-list">
            {state.items.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={cx(styles.item, !message.read && styles.unread)}
                  onClick={() => read(message)}
                  data-testid={`message-${message.id}`}
                  data-read={message.read}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.title}>
                    {!message.read && <span className={commonStyles.visuallyHidden}>{t('messages.unread')}: </span>}
                    {message.title}
                  </span>
                  <span className={styles.date}>{formatDateTime(message.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {state.error !== false && state.items.length > 0 && <ErrorState message={state.error ?? t('common.loadFailed')} onRetry={() => load(state.page + 1)} />}
        {state.items.length > 0 && state.page < state.totalPages && state.error === false && (
          <div>
            <Button variant="secondary" loading={state.loading} onClick={() => load(state.page + 1)}>
              {t('common.pager.loadMore')}
            </Button>
          </div>
        )}
      </Section>
      {open && (
        <Modal open title={open.title} onClose={() => setOpen(null)}>
          <p className={commonStyles.note}>{formatDateTime(open.createdAt)}</p>
          <p className={styles.content} data-testid="message-content">
            {open.content}
          </p>
        </Modal>
      )}
    </article>
  );
}
