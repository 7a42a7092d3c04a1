import { http } from '@portal/kernel';
import { Button, CsvExport, FactGrid, PagedResults, RecordFilters, Section, useMoney, useQuery, useRecordQuery, useSiteDate, type Column } from '@portal/shared';
import { agentContractSettlements, CONTRACT_SIDES, type ContractKind, type ContractSettlement, type ContractSide, type SettlementsQuery } from '@portal/shared/contracts';
import { useTierLine } from '../contractTerms';
import { useAgentTranslation } from '../i18n';
import { AgentPage, layoutStyles } from '../layout';
import { MemberFilter } from '../teamReport';
import { usePeriodText } from './periodText';
import { SettlementList } from './SettlementList';

/**
 * The settlements of one contract kind over the §9 date window (previous 7 days at first): what the
 * agent received from its upline (side `downline`, the default) or paid its direct downline (side
 * `upline`, searchable by account), the window's totals, and the rows, each opening to its inputs.
 */
export function ContractRecords({ kind, page, now }: { kind: ContractKind; page: string; now?: () => Date }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const query = useRecordQuery({ side: 'downline' as ContractSide, account: '' }, now);
  const { side, account } = query.filters;
  const params: SettlementsQuery = { kind, side, from: query.params.from, to: query.params.to, ...(side === 'upline' && account ? { account } : {}), pageNo: query.params.pageNo, pageSize: query.params.pageSize };
  // The answer carries the side it was asked for: while the other side loads, the rows shown (dimmed) keep their own wording.
  const records = useQuery(async (signal) => ({ ...(await http.call(agentContractSettlements, params, { signal })), side }), [query.key, kind]);
  const title = t(`pages.${page}.title`);
  const csvColumns = useCsvColumns(kind, side);

  return (
    <AgentPage page={page}>
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <div className={layoutStyles.filters} role="group" aria-label={t('contractRecords.side.label')}>
          {CONTRACT_SIDES.map((option) => {
            // The agent is the downline of what it received, the upline of what it paid.
            const mine = option === 'downline' ? 'received' : 'paid';
            return (
              <Button key={option} className={layoutStyles.touch} variant={side === option ? 'primary' : 'secondary'} aria-pressed={side === option} onClick={() => query.setFilters({ side: option, account: '' })}>
                {t(`contractRecords.side.${mine}`)}
              </Button>
            );
          })}
        </div>
        {side === 'upline' && <MemberFilter key={side} account={account} onAccount={(value) => query.setFilter('account', value)} />}
      </RecordFilters>
      <Section title={title}>
        <CsvExport
          report={`${kind}-${side === 'downline' ? 'received' : 'paid'}`}
          from={query.params.from}
          to={query.params.to}
          columns={csvColumns}
          page={(pageNo, pageSize) => http.call(agentContractSettlements, { ...params, pageNo, pageSize })}
        />
        <PagedResults query={records} paging={query} empty={t(side === 'downline' ? 'contractRecords.emptyReceived' : 'contractRecords.emptyPaid', { kind: t(`contractTerms.kinds.${kind}`) })}>
          {(data) => (
            <>
              <FactGrid
                facts={[
                  { label: t(data.side === 'downline' ? 'contractRecords.summary.received' : 'contractRecords.summary.paid'), value: money(data.summary.paid), testId: 'settlements-paid' },
                  { label: t(data.side === 'downline' ? 'contractRecords.summary.owedToMe' : 'contractRecords.summary.owedByMe'), value: money(data.summary.unpaid), testId: 'settlements-unpaid' },
                  { label: t('contractRecords.summary.count'), value: data.summary.count, testId: 'settlements-count' },
                ]}
              />
              <SettlementList kind={kind} side={data.side} rows={data.content} caption={title} />
            </>
          )}
        </PagedResults>
      </Section>
    </AgentPage>
  );
}

/**
 * The columns of a CSV export: what each card shows and what its "Why this amount" opens to, one
 * column each, so the file holds every figure that decided each amount.
 */
function useCsvColumns(kind: ContractKind, side: ContractSide): Column<ContractSettlement>[] {
  const { t } = useAgentTranslation();
  const period = usePeriodText();
  const formatDate = useSiteDate();
  const tierLine = useTierLine(kind);
  const text = (header: string, value: (row: ContractSettlement) => string, key = header): Column<ContractSettlement> => ({ key, header, cell: value });
  const amount = (key: string, header: string, value: (row: ContractSettlement) => number): Column<ContractSettlement> => ({ key, header, cell: () => null, amount: value });
  return [
    text(t('contractRecords.period'), (row) => period(row)),
    text(t(side === 'downline' ? 'contractRecords.from' : 'contractRecords.to'), (row) => (side === 'downline' ? row.upline : row.downline).account),
    amount('amount', t('contractRecords.amount'), (row) => row.amount),
    text(t('contractRecords.status.label'), (row) => t(`contractRecords.status.${row.status}`)),
    amount('validBet', t('contractRecords.inputs.validBet'), (row) => row.validBet),
    ...(kind === 'dividend' ? [amount('netLoss', t('contractRecords.inputs.netLoss'), (row) => row.netLoss)] : []),
    text(t('contractRecords.inputs.activeMembers'), (row) => String(row.activeMembers)),
    text(t('contractRecords.inputs.tier'), (row) => (row.tier ? tierLine(row.tier) : t('contractRecords.inputs.noTier'))),
    text(t('contractRecords.inputs.payer'), (row) => (row.payer === 'platform' ? t('contractRecords.payer.platform') : t('contractRecords.payer.upline', { account: row.upline.account }))),
    text(t('contractRecords.inputs.settledAt'), (row) => formatDate(row.settledAt)),
    text(t('contractRecords.inputs.paidAt'), (row) => (row.paidAt ? formatDate(row.paidAt) : '')),
  ];
}
