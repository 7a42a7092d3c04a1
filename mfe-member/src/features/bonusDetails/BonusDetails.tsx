import { useState } from 'react';
import { PageHero } from '@portal/shared';
import { commonStyles, DateFilter, defaultRange, PAGE_SIZE, Pager, RemoteView, Section, Signed, useMemberTranslation, useRemote, type DateRange } from '../common';
import { TransactionTable } from '../transactionHistory';
import { listBonuses } from './api';

/** Bonus details (spec §2 bonusDetails): bonuses and rebates credited, by dates. */
export function BonusDetails({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const [range, setRange] = useState<DateRange>(() => defaultRange(now));
  const [page, setPage] = useState(1);
  const bonuses = useRemote(
    (signal) => listBonuses({ from: range.from, to: range.to, pageNo: page, pageSize: PAGE_SIZE }, signal),
    `${range.from}:${range.to}:${page}`,
  );

  return (
    <article className={commonStyles.page} data-member-page="bonusDetails">
      <PageHero tone="member" title={t('pages.bonusDetails.title')} lead={t('pages.bonusDetails.lead')} />
      <Section title={t('common.dates.label')}>
        <DateFilter
          value={range}
          now={now}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Section>
      <Section title={t('pages.bonusDetails.title')}>
        <RemoteView state={bonuses} onRetry={bonuses.reload} isEmpty={(data) => data.content.length === 0} empty={t('bonus.empty')}>
          {(data) => (
            <>
              <TransactionTable
                rows={data.content}
                caption={t('pages.bonusDetails.title')}
                testId="bonuses"
                summary={[
                  t('common.total'),
                  t('common.records', { count: data.summary?.count ?? data.totalElements }),
                  null,
                  data.summary?.amount === undefined ? null : <Signed key="amount" amount={data.summary.amount} />,
                ]}
              />
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} disabled={bonuses.status === 'loading'} />
            </>
          )}
        </RemoteView>
      </Section>
    </article>
  );
}
