import { useState } from 'react';
import { PageHero } from '@portal/shared';
import {
  commonStyles,
  DataTable,
  DateFilter,
  defaultRange,
  formatDateTime,
  GAME_TYPES,
  PAGE_SIZE,
  Pager,
  RemoteView,
  Section,
  Signed,
  useMemberTranslation,
  useMoney,
  useRemote,
  type Column,
  type DateRange,
} from '../common';
import { listBets, type BetRecord } from './api';

/** The betting record (spec §2 personalHistoryCopy): every bet, filtered by dates and game type. */
export function PersonalHistory({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [range, setRange] = useState<DateRange>(() => defaultRange(now));
  const [gameType, setGameType] = useState('');
  const [page, setPage] = useState(1);
  const bets = useRemote(
    (signal) => listBets({ from: range.from, to: range.to, gameType, pageNo: page, pageSize: PAGE_SIZE }, signal),
    `${range.from}:${range.to}:${gameType}:${page}`,
  );

  const columns: Column<BetRecord>[] = [
    { key: 'createdAt', header: t('common.time'), cell: (b) => formatDateTime(b.createdAt) },
    { key: 'game', header: t('bets.game'), cell: (b) => b.gameName },
    { key: 'gameType', header: t('bets.category'), cell: (b) => t(`common.gameTypes.${b.gameType}`, { defaultValue: b.gameType }) },
    { key: 'betAmount', header: t('bets.betAmount'), numeric: true, cell: (b) => money(b.betAmount) },
    { key: 'validBet', header: t('bets.validBet'), numeric: true, cell: (b) => money(b.validBet) },
    { key: 'payout', header: t('bets.payout'), numeric: true, cell: (b) => money(b.payout) },
    { key: 'winLoss', header: t('bets.winLoss'), numeric: true, cell: (b) => <Signed amount={b.winLoss} /> },
    { key: 'status', header: t('bets.status'), cell: (b) => t(`bets.statuses.${b.status}`, { defaultValue: b.status }) },
  ];

  return (
    <article className={commonStyles.page} data-member-page="personalHistoryCopy">
      <PageHero tone="member" title={t('pages.personalHistoryCopy.title')} lead={t('pages.personalHistoryCopy.lead')} />
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
          <span>{t('bets.category')}</span>
          <select
            value={gameType}
            onChange={(e) => {
              setGameType(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('common.gameTypes.all')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`common.gameTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </Section>
      <Section title={t('pages.personalHistoryCopy.title')}>
        <RemoteView state={bets} onRetry={bets.reload} isEmpty={(data) => data.content.length === 0}>
          {(data) => (
            <>
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
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} disabled={bets.status === 'loading'} />
            </>
          )}
        </RemoteView>
      </Section>
    </article>
  );
}
