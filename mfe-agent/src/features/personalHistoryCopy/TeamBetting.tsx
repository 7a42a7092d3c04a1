import { http } from '@portal/kernel';
import { CsvExport, DataTable, PagedResults, RecordFilters, Section, Signed, useMoney, useQuery, type Column } from '@portal/shared';
import { agentTeamBetting, type TeamBettingRow } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import { MemberFilter, useTeamReport } from '../../teamReport';

/** Team betting (TRANSBETREPMEM3): each member's bets over the window, largest valid bet first, with the window's totals. */
export function TeamBetting({ now }: { now?: () => Date }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const query = useTeamReport({}, now);
  const report = useQuery((signal) => http.call(agentTeamBetting, query.params, { signal }), [query.key]);

  const columns: Column<TeamBettingRow>[] = [
    { key: 'account', header: t('common.member.account'), cell: (r) => r.account },
    { key: 'level', header: t('common.member.level'), numeric: true, cell: (r) => r.level },
    { key: 'betCount', header: t('common.figures.betCount'), numeric: true, cell: (r) => r.betCount },
    { key: 'betAmount', header: t('common.figures.betAmount'), numeric: true, cell: (r) => money(r.betAmount), amount: (r) => r.betAmount },
    { key: 'validBet', header: t('common.figures.validBet'), numeric: true, cell: (r) => money(r.validBet), amount: (r) => r.validBet },
    { key: 'payout', header: t('common.figures.payout'), numeric: true, cell: (r) => money(r.payout), amount: (r) => r.payout },
    { key: 'winLoss', header: t('common.figures.winLoss'), numeric: true, cell: (r) => <Signed amount={r.winLoss} />, amount: (r) => r.winLoss },
  ];

  return (
    <AgentPage page="personalHistoryCopy">
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <MemberFilter account={query.filters.account} level={query.filters.level} onAccount={(v) => query.setFilter('account', v)} onLevel={(v) => query.setFilter('level', v)} />
      </RecordFilters>
      <Section title={t('pages.personalHistoryCopy.title')}>
        <p className={layoutStyles.note}>{t('teamBetting.note')}</p>
        <CsvExport report="team-betting" from={query.params.from} to={query.params.to} columns={columns} page={(pageNo, pageSize) => http.call(agentTeamBetting, { ...query.params, pageNo, pageSize })} />
        <PagedResults query={report} paging={query}>
          {(data) => (
            <DataTable
              caption={t('pages.personalHistoryCopy.title')}
              columns={columns}
              rows={data.content}
              rowKey={(r) => r.memberId}
              testId="team-betting"
              summaryLabel={t('common.total')}
              summary={[
                t('common.total'),
                t('common.members', { count: data.summary.members }),
                data.summary.betCount,
                money(data.summary.betAmount),
                money(data.summary.validBet),
                money(data.summary.payout),
                <Signed key="winLoss" amount={data.summary.winLoss} />,
              ]}
            />
          )}
        </PagedResults>
      </Section>
    </AgentPage>
  );
}
