import { http } from '@portal/kernel';
import { CsvExport, DataTable, LedgerDetailText, PagedResults, RecordFilters, Section, Signed, useLedgerDetailWords, useQuery, useSiteDate, type Column } from '@portal/shared';
import { agentDownlineTransactions, TEAM_TRANSACTION_TYPES, type TeamTransaction, type TeamTransactionType } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import { MemberFilter, useTeamReport } from '../../teamReport';
import { TransactionSummary } from './TransactionSummary';

/** The team's money (AGEDOWNTRANS3): deposits, withdrawals and transfers of the downline, newest first. */
export function TeamTransactions({ now }: { now?: () => Date }) {
  const { t } = useAgentTranslation();
  const formatDate = useSiteDate();
  const detailWords = useLedgerDetailWords();
  const query = useTeamReport({ type: '' as TeamTransactionType | '' }, now);
  const report = useQuery((signal) => http.call(agentDownlineTransactions, query.params, { signal }), [query.key]);

  const columns: Column<TeamTransaction>[] = [
    { key: 'createdAt', header: t('transactions.time'), cell: (r) => formatDate(r.createdAt) },
    { key: 'account', header: t('common.member.account'), cell: (r) => r.account },
    { key: 'level', header: t('common.member.level'), numeric: true, cell: (r) => r.level },
    // The ledger kind tells a refund or an upline transfer apart; an unknown kind shows its type.
    { key: 'kind', header: t('transactions.type'), cell: (r) => t(`transactions.kinds.${r.kind.replace(/\./g, '_')}`, { defaultValue: t(`transactions.types.${r.type}`) }) },
    { key: 'amount', header: t('transactions.amount'), numeric: true, cell: (r) => <Signed amount={r.amount} />, amount: (r) => r.amount },
    // What it was about, from the member's side (the order, the counterparty), resolved by the API.
    { key: 'detail', header: t('transactions.detail'), cell: (r) => <LedgerDetailText detail={r.detail} amount={r.amount} />, text: (r) => detailWords(r.detail, r.amount) ?? '' },
  ];

  return (
    <AgentPage page="agentDownlineTransactionDetailsCopy">
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <MemberFilter account={query.filters.account} level={query.filters.level} onAccount={(v) => query.setFilter('account', v)} onLevel={(v) => query.setFilter('level', v)} />
        <label className={layoutStyles.field}>
          <span>{t('transactions.type')}</span>
          <select className={layoutStyles.control} value={query.filters.type} onChange={(e) => query.setFilter('type', e.target.value as TeamTransactionType | '')}>
            <option value="">{t('transactions.allTypes')}</option>
            {TEAM_TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`transactions.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </RecordFilters>
      <Section title={t('pages.agentDownlineTransactionDetailsCopy.title')}>
        <CsvExport report="team-transactions" from={query.params.from} to={query.params.to} columns={columns} page={(pageNo, pageSize) => http.call(agentDownlineTransactions, { ...query.params, pageNo, pageSize })} />
        <PagedResults query={report} paging={query}>
          {(data) => (
            <>
              <TransactionSummary summary={data.summary} />
              <DataTable caption={t('pages.agentDownlineTransactionDetailsCopy.title')} columns={columns} rows={data.content} rowKey={(r) => r.id} testId="team-transactions" />
            </>
          )}
        </PagedResults>
      </Section>
    </AgentPage>
  );
}
