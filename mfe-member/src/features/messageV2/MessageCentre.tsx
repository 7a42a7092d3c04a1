import { useEffect, useRef, useState } from 'react';
import { http, useCounts } from '@portal/kernel';
import { Button, EmptyState, ErrorState, Modal, PageHero, RECORD_PAGE_SIZE, Section, Skeleton, usePagedQuery, useSiteDate } from '@portal/shared';
import { memberMessages, readMessage, type MemberMessage } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import styles from './MessageCentre.module.css';

/**
 * Messages (spec §2 messageV2): newest first, 20 at a time with "load more"; unread ones stand out.
 * Opening one marks it read at once here; the shell's unread count follows the live `unread` event,
 * and this list follows the count when it rises (a message arrived).
 */
export function MessageCentre() {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const messages = usePagedQuery((page, signal) => http.call(memberMessages, { pageNo: page, pageSize: RECORD_PAGE_SIZE }, { signal }), [], { keyOf: (m) => m.id });
  const [open, setOpen] = useState<MemberMessage | null>(null);
  const { items } = messages;
  // A new message pushes a higher unread count: the list reads again from the top. A lower one is a
  // message read (here or in another tab), which changes no message this list shows but its dot.
  const { unreadMessages } = useCounts();
  const lastUnread = useRef(unreadMessages);
  const { retry } = messages;
  useEffect(() => {
    if (unreadMessages > lastUnread.current) retry();
    lastUnread.current = unreadMessages;
  }, [unreadMessages, retry]);

  const read = (message: MemberMessage) => {
    setOpen({ ...message, read: true });
    if (message.read) return;
    messages.setItems((list) => list.map((m) => (m.id === message.id ? { ...m, read: true } : m)));
    // The shell updates the red count from the live `unread` event; a failure here changes nothing visible.
    http.call(readMessage, { id: message.id }).catch(() => undefined);
  };

  const unread = items.filter((m) => !m.read).length;

  return (
    <article className={layoutStyles.page} data-member-page="messageV2">
      <PageHero tone="member" title={t('pages.messageV2.title')} lead={t('pages.messageV2.lead')} />
      <Section title={t('messages.inbox')} aside={items.length > 0 && <span className={layoutStyles.note}>{t('messages.unreadCount', { unread })}</span>}>
        {messages.status === 'failed' ? (
          <ErrorState message={messages.error ?? t('common.loadFailed')} onRetry={messages.retry} />
        ) : messages.loading ? (
          <div aria-busy="true">
            <Skeleton lines={5} height={20} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState message={t('messages.empty')} />
        ) : (
          <ul className={styles.list} data-testid="message-list">
            {items.map((message) => (
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
                    {!message.read && <span className={layoutStyles.visuallyHidden}>{t('messages.unread')}: </span>}
                    {message.title}
                  </span>
                  <span className={styles.date}>{formatDate(message.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {messages.moreFailed && <ErrorState message={t('common.loadFailed')} onRetry={messages.loadMore} />}
        {messages.hasMore && !messages.moreFailed && (
          <div>
            <Button variant="secondary" loading={messages.loadingMore} onClick={messages.loadMore}>
              {t('common.pager.loadMore')}
            </Button>
          </div>
        )}
      </Section>
      {open && (
        <Modal open title={open.title} onClose={() => setOpen(null)}>
          <p className={layoutStyles.note}>{formatDate(open.createdAt)}</p>
          <p className={styles.content} data-testid="message-content">
            {open.content}
          </p>
        </Modal>
      )}
    </article>
  );
}
