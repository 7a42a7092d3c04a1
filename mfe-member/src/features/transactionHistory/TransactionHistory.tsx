import { useState } from 'react';
import { PageHero } from '@portal/shared';
import {
  commonStyles,
  DateFilter,
  defaultRange,
  PAGE_SIZE,
  Pager,
  RemoteView,
  Section,
  Signed,
  TRANSACTION_KINDS,
  useMemberTranslation,
  useRemote,
  type DateRange,
  type TransactionKind,
} from '../common';
import { listTransactions } from './api';
import { TransactionTable } from './TransactionTable';

/** The account record (spec §2 transactionHistory): ledger entries by dates and kind. */
export function TransactionHistory({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultRange(now));
  const [kind, setKind] = useState<TransactionKind | ''>('');
  const [page, setPage] = useState(1);
  const records = useRemote(
    (signal) => listTransactions({ from: range.from, to: range.to, kind, pageNo: page, pageSize: PAGE_SIZE }, signal),
    `${range.from}:${range.to}:${kind}:${page}`,
  );

  return (
    <article className={commonStyles.page} data-member-page="transactionHistory">
      <PageHero tone="member" title={t('pages.transactionHistory.title')} lead={t('pages.transactionHistory.lead')} />
      <Section title={t('common.dates.label')}>
        <DateFilter
          value={range}
          now={now}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <label className={commonStyles.select}>
          <span>{t('transactions.kind')}</span>
          <select
            value={kind}
            data-testid="transaction-kind"
            onChange={(e) => {
              setKind(e.target.value as TransactionKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('common.kinds.all')}</option>
            {TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`common.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </Section>
      <Section title={t('pages.transactionHistory.title')}>
        <RemoteView state={records} onRetry={records.reload} isEmpty={(data) => data.content.length === 0}>
          {(data) => (
            <>
              <TransactionTable
                rows={data.content}
                caption={t('pages.transactionHistory.title')}
                testId="transactions"
                summary={[
                  t('common.total'),
                  t('common.records', { count: data.summary?.count ?? data.totalElements }),
                  null,
                  data.summary ? <Signed key="amount" amount={data.summary.amount} /> : null,
                ]}
              />
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} disabled={records.status === 'loading'} />
            </>
          )}
        </RemoteView>
      </Section>
    </article>
  );
}
