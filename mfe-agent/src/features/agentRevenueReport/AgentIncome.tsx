import { http } from '@portal/kernel';
import { CsvExport, DataTable, FactGrid, ResultView, Section, useMoney, useQuery, useSiteDate, type Column } from '@portal/shared';
import { agentIncome, type AgentIncome as Income } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import { PeriodFilter, usePeriod } from '../../period';

type IncomeDay = Income['days'][number];

/**
 * My income (AGEREV3): what the agent earned over a period, by type and by day. Salary and dividend
 * lines arrive with the contract issue; a type the page does not know yet still shows, under its code.
 */
export function AgentIncome({ now }: { now?: () => Date }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const period = usePeriod(now);
  const income = useQuery((signal) => http.call(agentIncome, period.query, { signal }), [period.key]);

  const columns: Column<IncomeDay>[] = [
    { key: 'day', header: t('income.day'), cell: (d) => formatDate(d.day, 'date') },
    { key: 'amount', header: t('income.amount'), numeric: true, cell: (d) => money(d.amount), amount: (d) => d.amount },
  ];

  return (
    <AgentPage page="agentRevenueReport">
      <PeriodFilter value={period.choice} onChange={period.setChoice} />
      <ResultView query={income}>
        {(data) => (
          <>
            <Section title={t('income.byType')} testId="income-lines">
              <p className={layoutStyles.note}>{t('income.window', { from: formatDate(data.from, 'date'), to: formatDate(data.to, 'date') })}</p>
              <FactGrid
                facts={[
                  { label: t('income.total'), value: money(data.total), testId: 'income-total' },
                  ...data.lines.map((line) => ({ label: t(`income.types.${line.type}`, { defaultValue: line.type }), value: money(line.amount), testId: `income-${line.type}` })),
                ]}
              />
            </Section>
            <Section title={t('income.byDay')}>
              {/* Days without income are left out: a month of zero rows hides the days that count. */}
              {data.days.some((d) => d.amount !== 0) ? (
                <>
                  {/* The answer holds every day of the period (it is not paged): the file is the rows on screen. */}
                  <CsvExport report="income" from={data.from} to={data.to} columns={columns} page={async () => ({ content: data.days.filter((d) => d.amount !== 0), totalPages: 1 })} />
                  <DataTable caption={t('income.byDay')} columns={columns} rows={data.days.filter((d) => d.amount !== 0)} rowKey={(d) => d.day} testId="income-days" />
                </>
              ) : (
                <p className={layoutStyles.note}>{t('income.none')}</p>
              )}
            </Section>
          </>
        )}
      </ResultView>
    </AgentPage>
  );
}
