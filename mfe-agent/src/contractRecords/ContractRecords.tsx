import { http } from '@portal/kernel';
import { Button, FactGrid, PagedResults, RecordFilters, Section, useMoney, useQuery, useRecordQuery } from '@portal/shared';
import { agentContractSettlements, CONTRACT_SIDES, type ContractKind, type ContractSide, type SettlementsQuery } from '@portal/shared/contracts';
import { useAgentTranslation } from '../i18n';
import { AgentPage, layoutStyles } from '../layout';
import { MemberFilter } from '../teamReport';
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
