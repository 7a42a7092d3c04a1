import { http } from '@portal/kernel';
import { CsvExport, DataTable, PagedResults, RecordFilters, Section, Signed, useMoney, useQuery, type Column } from '@portal/shared';
import { agentTeamProfit, type TeamProfitRow } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import { MemberFilter, useTeamReport } from '../../teamReport';

/** Team profit and loss (AGETEAMPNL3): each member's result over the window, the biggest losses first. */
export function TeamProfit({ now }: { now?: () => Date }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const query = useTeamReport({}, now);
  const report = useQuery((signal) => http.call(agentTeamProfit, query.params, { signal }), [query.key]);

  const columns: Column<TeamProfitRow>[] = [
    { key: 'account', header: t('common.member.account'), cell: (r) => r.account },
    { key: 'level', header: t('common.member.level'), numeric: true, cell: (r) => r.level },
    { key: 'betAmount', header: t('common.figures.betAmount'), numeric: true, cell: (r) => money(r.betAmount), amount: (r) => r.betAmount },
    { key: 'validBet', header: t('common.figures.validBet'), numeric: true, cell: (r) => money(r.validBet), amount: (r) => r.validBet },
    { key: 'payout', header: t('common.figures.payout'), numeric: true, cell: (r) => money(r.payout), amount: (r) => r.payout },
    { key: 'bonuses', header: t('common.figures.bonuses'), numeric: true, cell: (r) => money(r.bonuses), amount: (r) => r.bonuses },
    { key: 'deposits', header: t('common.figures.deposits'), numeric: true, cell: (r) => money(r.deposits), amount: (r) => r.deposits },
    { key: 'withdrawals', header: t('common.figures.withdrawals'), numeric: true, cell: (r) => money(r.withdrawals), amount: (r) => r.withdrawals },
    { key: 'profit', header: t('common.figures.profit'), numeric: true, cell: (r) => <Signed amount={r.profit} />, amount: (r) => r.profit },
  ];

  return (
    <AgentPage page="palStatementsAgentCopy">
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <MemberFilter account={query.filters.account} level={query.filters.level} onAccount={(v) => query.setFilter('account', v)} onLevel={(v) => query.setFilter('level', v)} />
      </RecordFilters>
      <Section title={t('pages.palStatementsAgentCopy.title')}>
        <p className={layoutStyles.note}>{t('teamProfit.note')}</p>
        <CsvExport report="team-profit" from={query.params.from} to={query.params.to} columns={columns} page={(pageNo, pageSize) => http.call(agentTeamProfit, { ...query.params, pageNo, pageSize })} />
        <PagedResults query={report} paging={query}>
          {(data) => (
            <DataTable
              caption={t('pages.palStatementsAgentCopy.title')}
              columns={columns}
              rows={data.content}
              rowKey={(r) => r.memberId}
              testId="team-profit"
              summaryLabel={t('common.total')}
              summary={[
                t('common.total'),
                t('common.members', { count: data.summary.members }),
                money(data.summary.betAmount),
                money(data.summary.validBet),
                money(data.summary.payout),
                money(data.summary.bonuses),
                money(data.summary.deposits),
                money(data.summary.withdrawals),
                <Signed key="profit" amount={data.summary.profit} />,
              ]}
            />
          )}
        </PagedResults>
      </Section>
    </AgentPage>
  );
}
