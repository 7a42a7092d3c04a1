import { http, useBalance } from '@portal/kernel';
import { PagedResults, PageHero, RecordFilters, Section, SelectField, useQuery, useRecordQuery } from '@portal/shared';
import { TRANSACTION_KINDS, transactionRecords, type TransactionKind } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { TransactionTable } from './TransactionTable';

/** The account record (spec §2 transactionHistory): ledger entries by dates and kind. */
export function TransactionHistory({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const query = useRecordQuery({ kind: '' as TransactionKind | '' }, now);
  // Every posting pushes the balance after it: a new balance is a new entry, so the records read again.
  const { balance } = useBalance();
  const records = useQuery((signal) => http.call(transactionRecords, query.params, { signal }), [query.key, balance]);

  return (
    <article className={layoutStyles.page} data-member-page="transactionHistory">
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
        <PagedResults query={records} paging={query}>
          {(data) => <TransactionTable page={data} caption={t('pages.transactionHistory.title')} testId="transactions" />}
        </PagedResults>
      </Section>
    </article>
  );
}
