import { http } from '@portal/kernel';
import { type Column, DataTable, PagedResults, PageHero, RecordFilters, Section, SelectField, Signed, useMoney, useQuery, useRecordQuery, useSiteDate } from '@portal/shared';
import { betRecords, type BetRecord, type BetRecordsQuery } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { GAME_TYPES } from './gameTypes';

/** A game type, or '' for every one. */
type GameTypeFilter = NonNullable<BetRecordsQuery['gameType']>;

/** The betting record (spec §2 personalHistoryCopy): every bet, filtered by dates and game type. */
export function PersonalHistory({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const query = useRecordQuery({ gameType: '' as GameTypeFilter }, now);
  const bets = useQuery((signal) => http.call(betRecords, query.params, { signal }), [query.key]);

  const columns: Column<BetRecord>[] = [
    { key: 'createdAt', header: t('common.time'), cell: (b) => formatDate(b.createdAt) },
    { key: 'game', header: t('bets.game'), cell: (b) => b.gameName },
    { key: 'gameType', header: t('bets.category'), cell: (b) => t(`common.gameTypes.${b.gameType}`, { defaultValue: b.gameType }) },
    { key: 'betAmount', header: t('bets.betAmount'), numeric: true, cell: (b) => money(b.betAmount) },
    { key: 'validBet', header: t('bets.validBet'), numeric: true, cell: (b) => money(b.validBet) },
    { key: 'payout', header: t('bets.payout'), numeric: true, cell: (b) => money(b.payout) },
    { key: 'winLoss', header: t('bets.winLoss'), numeric: true, cell: (b) => <Signed amount={b.winLoss} /> },
    { key: 'status', header: t('bets.status'), cell: (b) => t(`bets.statuses.${b.status}`, { defaultValue: b.status }) },
  ];

  return (
    <article className={layoutStyles.page} data-member-page="personalHistoryCopy">
      <PageHero tone="member" title={t('pages.personalHistoryCopy.title')} lead={t('pages.personalHistoryCopy.lead')} />
      <RecordFilters range={query.range} onRange={query.setRange} now={now}>
        <SelectField label={t('bets.category')} value={query.filters.gameType} onChange={(e) => query.setFilter('gameType', e.target.value as GameTypeFilter)}>
          <option value="">{t('common.gameTypes.all')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common.gameTypes.${type}`)}
            </option>
          ))}
        </SelectField>
      </RecordFilters>
      <Section title={t('pages.personalHistoryCopy.title')}>
        <PagedResults query={bets} paging={query}>
          {(data) => (
            <DataTable
              caption={t('pages.personalHistoryCopy.title')}
              columns={columns}
              rows={data.content}
              rowKey={(b) => b.id}
              testId="bet-records"
              summaryLabel={t('common.total')}
              summary={[
                t('common.total'),
                t('common.records', { count: data.summary.count }),
                null,
                money(data.summary.betAmount),
                money(data.summary.validBet),
                money(data.summary.payout),
                <Signed key="winLoss" amount={data.summary.winLoss} />,
                null,
              ]}
            />
          )}
        </PagedResults>
      </Section>
    </article>
  );
}
