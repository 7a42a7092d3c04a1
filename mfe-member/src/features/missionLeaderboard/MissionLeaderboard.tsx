import { useState } from 'react';
import { http, useLanguage } from '@portal/kernel';
import { EmptyState, PageHero, Pager, ResultView, Section, Tabs, useQuery } from '@portal/shared';
import { MCSFE_getMissionSummaryDetails, type MissionListStatus, type MissionSummary } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { Leaderboard } from './Leaderboard';
import { MissionCard } from './MissionCard';
import styles from './MissionLeaderboard.module.css';

/** Missions a page (small pages: each card carries its milestones). */
export const MISSION_PAGE_SIZE = 5;

/**
 * Missions and leaderboard (spec §2 missionLeaderboard): the running (O) or ended (C) missions with
 * the member's progress and milestones (a milestone reached is already in the reward centre: the
 * server issues it as it answers), and the leaderboard of the mission chosen, the first by default,
 * with the member's own rank in its footer row.
 */
export function MissionLeaderboard() {
  const { t } = useMemberTranslation();
  // Titles come in the reader's language: a new language asks again.
  const language = useLanguage();
  const [status, setStatus] = useState<MissionListStatus>('O');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const missions = useQuery(
    (signal) => http.call(MCSFE_getMissionSummaryDetails, { status, page, size: MISSION_PAGE_SIZE }, { signal }),
    [status, page, language],
  );
  const list = missions.data?.list ?? [];
  const board: MissionSummary | undefined = list.find((m) => m.missionId === chosen) ?? list[0];

  const changeStatus = (id: string) => {
    setStatus(id as MissionListStatus);
    setPage(1);
    setChosen(null);
  };

  return (
    <article className={layoutStyles.page} data-member-page="missionLeaderboard">
      <PageHero tone="member" title={t('pages.missionLeaderboard.title')} lead={t('pages.missionLeaderboard.lead')} />
      <Section title={t('missions.title')}>
        <Tabs
          className={styles.tabs}
          label={t('missions.title')}
          value={status}
          onChange={changeStatus}
          items={[
            { id: 'O', label: t('missions.tabs.open') },
            { id: 'C', label: t('missions.tabs.ended') },
          ]}
        >
          <ResultView query={missions}>
            {(data) =>
              data.list.length === 0 ? (
                <EmptyState message={status === 'O' ? t('missions.emptyOpen') : t('missions.emptyEnded')} />
              ) : (
                <div className={layoutStyles.stack}>
                  <ul className={styles.list} data-testid="missions">
                    {data.list.map((mission) => (
                      <MissionCard key={mission.missionId} mission={mission} selected={mission.missionId === board?.missionId} onShowBoard={(m) => setChosen(m.missionId)} />
                    ))}
                  </ul>
                  <Pager page={data.page} totalPages={Math.max(1, Math.ceil(data.total / data.size))} onPage={setPage} disabled={missions.loading} />
                </div>
              )
            }
          </ResultView>
        </Tabs>
      </Section>
      {board && <Leaderboard mission={board} />}
    </article>
  );
}
