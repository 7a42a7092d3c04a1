import { useState } from 'react';
import { http } from '@portal/kernel';
import { type Column, DataTable, type DateRange, defaultRange, FactGrid, PageHero, RecordFilters, ResultView, Section, Signed, useMoney, useQuery } from '@portal/shared';
import { profitReport, type ProfitReport } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';

type GameRow = ProfitReport['byGameType'][number];

/** Personal profit and loss (spec §2 personalProfit): totals of the window and by game type. */
export function PersonalProfit({ now }: { now?: () => Date }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const [range, setRange] = useState<DateRange>(() => defaultRange(now));
  const profit = useQuery((signal) => http.call(profitReport, { from: range.from, to: range.to }, { signal }), [range.from, range.to]);

  const columns: Column<GameRow>[] = [
    { key: 'gameType', header: t('profit.gameType'), cell: (r) => t(`common.gameTypes.${r.gameType}`, { defaultValue: r.gameType }) },
    { key: 'betAmount', header: t('profit.betAmount'), numeric: true, cell: (r) => money(r.betAmount) },
    { key: 'winLoss', header: t('profit.winLoss'), numeric: true, cell: (r) => <Signed amount={r.winLoss} /> },
  ];

  return (
    <article className={layoutStyles.page} data-member-page="personalProfit">
      <PageHero tone="member" title={t('pages.personalProfit.title')} lead={t('pages.personalProfit.lead')} />
      <RecordFilters range={range} onRange={setRange} now={now} />
      <ResultView query={profit}>
        {(data) => (
          <>
            <FactGrid
              facts={[
                { label: t('profit.winLoss'), value: <Signed amount={data.winLoss} />, testId: 'profit-winloss' },
                { label: t('profit.betAmount'), value: money(data.betAmount) },
                { label: t('profit.validBet'), value: money(data.validBet) },
                { label: t('profit.payout'), value: money(data.payout) },
                { label: t('profit.deposits'), value: money(data.deposits) },
                { label: t('profit.withdrawals'), value: money(data.withdrawals) },
                { label: t('profit.bonuses'), value: money(data.bonuses) },
              ]}
            />
            <Section title={t('profit.byGameType')}>
              {data.byGameType.length === 0 ? (
                <p className={layoutStyles.note}>{t('common.empty')}</p>
              ) : (
                <DataTable
                  caption={t('profit.byGameType')}
                  columns={columns}
                  rows={data.byGameType}
                  rowKey={(r) => r.gameType}
                  testId="profit-by-game"
                  summaryLabel={t('common.total')}
                  summary={[t('common.total'), money(data.betAmount), <Signed key="total" amount={data.winLoss} />]}
                />
              )}
            </Section>
          </>
        )}
      </ResultView>
    </article>
  );
}
