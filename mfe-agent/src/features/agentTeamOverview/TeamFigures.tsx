import { FactGrid, Signed, useMoney } from '@portal/shared';
import type { TeamOverview } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';

/** The team's figures over the period: who is in it, what came in and went out, what was played and won. */
export function TeamFigures({ data }: { data: TeamOverview }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const label = (key: string) => t(`common.figures.${key}`);
  return (
    <FactGrid
      facts={[
        { label: label('teamSize'), value: t('overview.teamSize', { total: data.teamSize, direct: data.directCount }), testId: 'team-size' },
        { label: label('newMembers'), value: data.newMembers, testId: 'team-new' },
        { label: label('activeMembers'), value: data.activeMembers, testId: 'team-active' },
        { label: label('deposits'), value: money(data.deposits), testId: 'team-deposits' },
        { label: label('withdrawals'), value: money(data.withdrawals), testId: 'team-withdrawals' },
        { label: label('betAmount'), value: t('overview.bets', { amount: money(data.betAmount), count: data.betCount }), testId: 'team-bets' },
        { label: label('validBet'), value: money(data.validBet), testId: 'team-valid' },
        { label: label('payout'), value: money(data.payout), testId: 'team-wins' },
        { label: label('bonuses'), value: money(data.bonuses), testId: 'team-bonuses' },
        { label: label('profit'), value: <Signed amount={data.profit} />, testId: 'team-profit' },
      ]}
    />
  );
}
