import { http } from '@portal/kernel';
import { type Column, DataTable, ResultView, Section, useQuery } from '@portal/shared';
import { MCSFE_getMissionLeaderboard, type MissionRank, type MissionSummary } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import { useMeasure } from './useMeasure';
import styles from './MissionLeaderboard.module.css';

/**
 * A mission's leaderboard: the top members by what it counts (accounts masked by the server), the
 * member's own row marked, and the member's own rank in the footer row even when below the top.
 */
export function Leaderboard({ mission }: { mission: MissionSummary }) {
  const { t } = useMemberTranslation();
  const measure = useMeasure();
  const board = useQuery((signal) => http.call(MCSFE_getMissionLeaderboard, { missionId: mission.missionId }, { signal }), [mission.missionId]);
  const columns: Column<MissionRank>[] = [
    { key: 'rank', header: t('missions.board.rank'), cell: (row) => <span className={cx(row.rank <= 3 && styles.top)}>{row.rank}</span> },
    {
      key: 'account',
      header: t('missions.board.account'),
      cell: (row) => (row.self ? <strong>{t('missions.board.self', { account: row.account })}</strong> : row.account),
    },
    { key: 'value', header: t('missions.board.value'), numeric: true, cell: (row) => measure(mission.measure, row.reachedValue) },
  ];

  return (
    <Section title={t('missions.board.title', { title: mission.title })} testId="mission-board">
      <ResultView query={board}>
        {(data) => (
          <>
            {data.list.length === 0 && <p className={layoutStyles.note}>{t('missions.board.empty')}</p>}
            <DataTable
              caption={t('missions.board.caption', { title: mission.title })}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.rank}
              testId="mission-board-table"
              rowTestId={(row) => `rank-${row.rank}`}
              summaryLabel={t('missions.board.you')}
              summary={[
                data.footer.rank === null ? t('missions.board.unranked') : String(data.footer.rank),
                t('missions.board.you'),
                measure(mission.measure, data.footer.reachedValue),
              ]}
            />
          </>
        )}
      </ResultView>
    </Section>
  );
}
