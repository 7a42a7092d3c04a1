import { lazy, Suspense } from 'react';
import { http } from '@portal/kernel';
import { ResultView, Section, Skeleton, useQuery, useSiteDate } from '@portal/shared';
import { agentTeamOverview } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { AgentPage, layoutStyles } from '../../layout';
import { PeriodFilter, usePeriod } from '../../period';
import { TeamFigures } from './TeamFigures';

// Its own chunk: only this page draws the chart, so the rest of the agent centre does not carry it.
const TeamChart = lazy(() => import(/* webpackChunkName: "team-chart" */ './TeamChart'));

/** The agent centre's default page (AGEINFO3): the team's figures for a period and its last 30 days. */
export function TeamOverview({ now }: { now?: () => Date }) {
  const { t } = useAgentTranslation();
  const formatDate = useSiteDate();
  const period = usePeriod(now);
  const overview = useQuery((signal) => http.call(agentTeamOverview, period.query, { signal }), [period.key]);

  return (
    <AgentPage page="agentTeamOverview">
      <PeriodFilter value={period.choice} onChange={period.setChoice} />
      <ResultView query={overview}>
        {(data) => (
          <>
            <Section title={t('overview.figures')} testId="team-figures">
              <p className={layoutStyles.note} data-testid="team-window">
                {t('overview.window', { from: formatDate(data.from, 'date'), to: formatDate(data.to, 'date') })}
              </p>
              <TeamFigures data={data} />
            </Section>
            <Section title={t('overview.chart.title')}>
              <Suspense fallback={<Skeleton lines={3} height={40} />}>
                <TeamChart series={data.series} />
              </Suspense>
            </Section>
          </>
        )}
      </ResultView>
    </AgentPage>
  );
}
