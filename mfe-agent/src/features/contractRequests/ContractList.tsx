import { http, Link } from '@portal/kernel';
import { Button, CsvExport, DataTable, PagedResults, RECORD_PAGE_SIZE, Section, usePaging, useQuery, type Column } from '@portal/shared';
import { agentContracts, CONTRACT_KINDS, CONTRACT_SIDES, CONTRACT_STATUSES, siteDay, type AgentContract, type ContractKind, type ContractSide, type ContractStatus } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { KindText, useKindWords } from '../../contractTerms';
import { StatusText, Terms, useStatusWords, useTermsWords } from './Terms';

interface ContractFilters {
  side: ContractSide;
  kind: ContractKind | '';
  status: ContractStatus | '';
}

/**
 * The agent's contracts with its direct downline (default) or with its own upline, by kind and status,
 * 20 a page; `reload` changes when an offer was made, so the list shows it.
 */
export function ContractList({ reload }: { reload: number }) {
  const { t } = useAgentTranslation();
  const paging = usePaging<ContractFilters>({ side: 'downline', kind: '', status: '' });
  const { side, kind, status } = paging.filters;
  const list = useQuery(
    (signal) => http.call(agentContracts, { side, kind, status, pageNo: paging.page, pageSize: RECORD_PAGE_SIZE }, { signal }),
    [paging.key, reload],
  );
  // In a list of contracts with my downline I am the upline, and the other way round.
  const mine = side === 'downline' ? 'upline' : 'downline';
  const kindWords = useKindWords();
  const statusWords = useStatusWords(mine);
  const termsWords = useTermsWords();
  // The list has no period: its export is named by the site day it was taken.
  const today = siteDay();
  const columns: Column<AgentContract>[] = [
    {
      key: 'account',
      header: t(side === 'downline' ? 'contracts.downline' : 'contracts.upline'),
      cell: (c) => (
        <Link to={`?contract=${c.id}`} className={layoutStyles.linkButton} aria-label={t('contracts.open', { account: c[side].account, kind: t(`contractTerms.kinds.${c.kind}`) })}>
          {c[side].account}
        </Link>
      ),
      text: (c) => c[side].account,
    },
    // An offer not yet signed has no period or terms of its own: it is read by the ones it offers.
    { key: 'kind', header: t('contracts.kind'), cell: (c) => <KindText contract={{ ...c, period: c.period ?? c.proposedPeriod }} />, text: (c) => kindWords({ ...c, period: c.period ?? c.proposedPeriod }) },
    { key: 'status', header: t('contracts.status'), cell: (c) => <StatusText contract={c} mine={mine} />, text: statusWords },
    {
      key: 'terms',
      header: t('contracts.terms'),
      cell: (c) =>
        c.tiers.length === 0 && c.proposedTiers ? (
          <>
            <span className={layoutStyles.note}>{t('contracts.offeredTerms')}</span>
            <Terms kind={c.kind} tiers={c.proposedTiers} />
          </>
        ) : (
          <Terms kind={c.kind} tiers={c.tiers} />
        ),
      text: termsWords,
    },
  ];

  return (
    <Section title={t('contracts.listTitle')}>
      <div className={layoutStyles.filters} role="group" aria-label={t('contracts.side.label')}>
        {CONTRACT_SIDES.map((option) => (
          <Button key={option} className={layoutStyles.touch} variant={side === option ? 'primary' : 'secondary'} aria-pressed={side === option} onClick={() => paging.setFilter('side', option)}>
            {t(`contracts.side.${option}`)}
          </Button>
        ))}
      </div>
      <div className={layoutStyles.filters}>
        <label className={layoutStyles.field}>
          <span>{t('contracts.kind')}</span>
          <select className={layoutStyles.control} value={kind} onChange={(e) => paging.setFilter('kind', e.target.value as ContractFilters['kind'])}>
            <option value="">{t('contracts.allKinds')}</option>
            {CONTRACT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`contractTerms.kinds.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={layoutStyles.field}>
          <span>{t('contracts.status')}</span>
          <select className={layoutStyles.control} value={status} onChange={(e) => paging.setFilter('status', e.target.value as ContractFilters['status'])}>
            <option value="">{t('contracts.allStatuses')}</option>
            {CONTRACT_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`contracts.statuses.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <CsvExport report={`contracts-${side}`} from={today} to={today} columns={columns} page={(pageNo, pageSize) => http.call(agentContracts, { side, kind, status, pageNo, pageSize })} />
      <PagedResults query={list} paging={paging} empty={t(side === 'downline' ? 'contracts.emptyDownline' : 'contracts.emptyUpline')}>
        {(data) => (
          <DataTable
            caption={t(side === 'downline' ? 'contracts.side.downline' : 'contracts.side.upline')}
            columns={columns}
            rows={data.content}
            rowKey={(c) => c.id}
            testId="contracts"
            rowTestId={(c) => `contract-${c.id}`}
          />
        )}
      </PagedResults>
    </Section>
  );
}
