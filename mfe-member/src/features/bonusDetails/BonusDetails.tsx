import { http, useBalance } from '@portal/kernel';
import { PagedResults, PageHero, RecordFilters, Section, useQuery, useRecordQuery } from '@portal/shared';
import { bonusRecords } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { TransactionTable } from '../transactionHistory';

/** Bonus details (spec §2 bonusDetails): bonuses and rebates credited, by dates. */
export function BonusDetails({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const query = useRecordQuery({}, now);
  // A bonus credited while the page is open comes with a pushed balance: the records read again.
  const { balance } = useBalance();
  const bonuses = useQuery((signal) => http.call(bonusRecords, query.params, { signal }), [query.key, balance]);

  return (
    <article className={layoutStyles.page} data-member-page="bonusDetails">
      <PageHero tone="member" title={t('pages.bonusDetails.title')} lead={t('pages.bonusDetails.lead')} />
      <RecordFilters range={query.range} onRange={query.setRange} now={now} />
      <Section title={t('pages.bonusDetails.title')}>
        <PagedResults query={bonuses} paging={query} empty={t('bonus.empty')}>
          {(data) => <TransactionTable page={data} caption={t('pages.bonusDetails.title')} testId="bonuses" />}
        </PagedResults>
      </Section>
    </article>
  );
}
