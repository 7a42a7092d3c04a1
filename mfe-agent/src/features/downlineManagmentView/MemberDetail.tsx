import { http, Link } from '@portal/kernel';
import { FactGrid, ResultView, Section, Signed, useMoney, useQuery, useSiteDate } from '@portal/shared';
import { agentDownlineMember, type MemberFigures } from '@portal/shared/contracts';
import { useAgentTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { MoneyShortcuts } from './MoneyShortcuts';

function Figures({ title, figures, testId }: { title: string; figures: MemberFigures; testId: string }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const label = (key: keyof MemberFigures) => t(`common.figures.${key}`);
  return (
    <Section title={title} testId={testId}>
      <FactGrid
        facts={[
          { label: label('betCount'), value: figures.betCount },
          { label: label('betAmount'), value: money(figures.betAmount) },
          { label: label('validBet'), value: money(figures.validBet) },
          { label: label('payout'), value: money(figures.payout) },
          { label: label('deposits'), value: money(figures.deposits) },
          { label: label('withdrawals'), value: money(figures.withdrawals) },
          { label: label('bonuses'), value: money(figures.bonuses) },
          { label: label('transfersIn'), value: money(figures.transfersIn) },
          { label: label('transfersOut'), value: money(figures.transfersOut) },
          { label: label('profit'), value: <Signed amount={figures.profit} /> },
        ]}
      />
    </Section>
  );
}

/** One downline member: who they are, where they sit in the team, and their figures (last 30 days, lifetime). */
export function MemberDetail({ memberId }: { memberId: number }) {
  const { t } = useAgentTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const detail = useQuery((signal) => http.call(agentDownlineMember, { memberId }, { signal }), [memberId]);
  return (
    <>
      <Link to="?" className={layoutStyles.linkButton}>
        {t('downline.back')}
      </Link>
      <ResultView query={detail}>
        {({ member, recent, lifetime }) => (
          <>
            <Section title={t('downline.detail', { account: member.account })} testId="member-detail" aside={<MoneyShortcuts member={member} />}>
              <FactGrid
                facts={[
                  { label: t('common.member.account'), value: member.account },
                  { label: t('common.figures.nickname'), value: member.nickname || '—' },
                  { label: t('downline.kind'), value: t(`common.kinds.${member.kind}`) },
                  { label: t('common.member.level'), value: member.level },
                  { label: t('downline.upline'), value: member.upline ?? '—' },
                  { label: t('common.figures.balance'), value: money(member.balance), testId: 'member-balance' },
                  { label: t('common.figures.teamSize'), value: member.teamSize },
                  { label: t('downline.registered'), value: formatDate(member.registeredAt) },
                  { label: t('downline.lastLogin'), value: formatDate(member.lastLoginAt) },
                  { label: t('downline.lastBetDay'), value: formatDate(member.lastBetDay, 'date') },
                  { label: t('downline.status.label'), value: t(`downline.status.${member.active ? 'active' : 'inactive'}`) },
                ]}
              />
            </Section>
            <Figures title={t('downline.recent')} figures={recent} testId="member-recent" />
            <Figures title={t('downline.lifetime')} figures={lifetime} testId="member-lifetime" />
          </>
        )}
      </ResultView>
    </>
  );
}
