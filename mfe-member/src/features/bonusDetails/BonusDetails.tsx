import { http, PageHero } from '@portal/shared';
import { bonusRecords } from '@portal/shared/contracts';
import { commonStyles, PagedResults, RecordFilters, Section, Signed, useMemberTranslation, useRecordQuery, useRemote } from '../common';
import { TransactionTable } from '../transactionHistory';

/** Bonus details (spec §2 bonusDetails): bonuses and rebates credited, by dates. */
export function BonusDetails({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const query = useRecordQuery({}, now);
  const bonuses = useRemote((signal) => http.call(bonusRecords, query.params, { signal }), query.key);

  return (
    <article className={commonStyles.page} data-member-page="bonusDetails">
      <PageHero tone="member" title={t('pages.bonusDetails.title')} lead={t('pages.bonusDetails.lead')} />
      <RecordFilters range={query.range} onRange={query.setRange} now={now} />
      <Section title={t('pages.bonusDetails.title')}>
        <PagedResults state={bonuses} onRetry={bonuses.reload} page={query.page} onPage={query.setPage} empty={t('bonus.empty')}>
          {(data) => (
            <TransactionTable
              rows={data.content}
              caption={t('pages.bonusDetails.title')}
              testId="bonuses"
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
