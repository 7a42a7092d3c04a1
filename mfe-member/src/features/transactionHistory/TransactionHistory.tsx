import { http, PageHero } from '@portal/shared';
import { transactionRecords } from '@portal/shared/contracts';
import {
  commonStyles,
  PagedResults,
  RecordFilters,
  Section,
  SelectField,
  Signed,
  TRANSACTION_KINDS,
  useMemberTranslation,
  useRecordQuery,
  useRemote,
  type TransactionKind,
} from '../common';
import { TransactionTable } from './TransactionTable';

/** The account record (spec §2 transactionHistory): ledger entries by dates and kind. */
export function TransactionHistory({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const query = useRecordQuery({ kind: '' as TransactionKind | '' }, now);
  const records = useRemote((signal) => http.call(transactionRecords, query.params, { signal }), query.key);

  return (
    <article className={commonStyles.page} data-member-page="transactionHistory">
      <PageHero tone="member" title={t('pages.transactionHistory.title')} lead={t('pages.transactionHistory.lead')} />
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <SelectField
          label={t('transactions.kind')}
          value={query.filters.kind}
          data-testid="transaction-kind"
          onChange={(e) => query.setFilter('kind', e.target.value as TransactionKind | '')}
        >
          <option value="">{t('common.kinds.all')}</option>
          {TRANSACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`common.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
      </RecordFilters>
      <Section title={t('pages.transactionHistory.title')}>
        <PagedResults state={records} onRetry={records.reload} page={query.page} onPage={query.setPage}>
          {(data) => (
            <TransactionTable
              rows={data.content}
              caption={t('pages.transactionHistory.title')}
              testId="transactions"
              summary={[
                t('common.total'),
                t('common.records', { count: data.summary.count }),
                null,
                <Signed key="amount" amount={data.summary.amount} />,
              ]}
            />
          )}
        </PagedResults>
      </Section>
    </article>
  );
}
