import { useState } from 'react';
import { http, useLanguage } from '@portal/kernel';
import { ANNOUNCEMENTS_PER_PAGE, Pager, ResultView, Section, useQuery, useSiteDate } from '@portal/shared';
import { MCSFE_getListAnnouncements, type Notice } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage } from '../../layout';
import { noticeText } from './noticeText';
import styles from './AgentAnnouncements.module.css';

function NoticeItem({ notice }: { notice: Notice }) {
  const formatDate = useSiteDate();
  return (
    <li>
      <details className={styles.notice}>
        <summary>
          <span className={styles.title}>{notice.title}</span>
          <time dateTime={notice.timestamp} className={styles.date}>
            {formatDate(notice.timestamp, 'date')}
          </time>
        </summary>
        <p className={styles.body}>{noticeText(notice.content)}</p>
      </details>
    </li>
  );
}

/**
 * Announcements for agents: the content API's notices (type PL, the same the shell's announcement popup
 * lists), in the reader's language (it travels in the header, so a new language asks again), 9 a page
 * as spec §9 says.
 */
export function AgentAnnouncements() {
  const { t } = useAgentTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const notices = useQuery((signal) => http.call(MCSFE_getListAnnouncements, { types: 'PL', platform: 'W' }, { signal }), [language]);

  return (
    <AgentPage page="agentAnnouncement">
      <Section title={t('announcements.list')}>
        <ResultView query={notices} isEmpty={(data) => data.player.length === 0} empty={t('announcements.empty')}>
          {({ player }) => {
            const total = Math.ceil(player.length / ANNOUNCEMENTS_PER_PAGE);
            const shown = Math.min(page, total);
            return (
              <>
                <ul className={styles.list} data-testid="agent-notices">
                  {player.slice((shown - 1) * ANNOUNCEMENTS_PER_PAGE, shown * ANNOUNCEMENTS_PER_PAGE).map((notice) => (
                    <NoticeItem key={notice.id} notice={notice} />
                  ))}
                </ul>
                <Pager page={shown} totalPages={total} onPage={setPage} />
              </>
            );
          }}
        </ResultView>
      </Section>
    </AgentPage>
  );
}
