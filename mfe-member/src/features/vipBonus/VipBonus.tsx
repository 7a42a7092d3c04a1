import { http } from '@portal/kernel';
import { type Column, DataTable, PageHero, ResultView, Section, useMoney, useQuery } from '@portal/shared';
import { vipStatus, type VipLevel } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles, ProgressBar } from '../../layout';
import { vipProgress } from './progress';
import { formatRate } from './rate';
import { VipRewards } from './VipRewards';

/**
 * VIP bonus (spec §2 "other member screens"): the level, progress to the next, every level's bonuses
 * and manual rebate rate, and what the programme paid (upgrade bonuses, rank salaries).
 */
export function VipBonus() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const vip = useQuery((signal) => http.call(vipStatus, undefined, { signal }), []);

  return (
    <article className={layoutStyles.page} data-member-page="vipBonus">
      <PageHero tone="member" title={t('pages.vipBonus.title')} lead={t('pages.vipBonus.lead')} />
      <ResultView query={vip}>
        {(data) => {
          const progress = vipProgress(data);
          const columns: Column<VipLevel>[] = [
            { key: 'level', header: t('vip.level'), cell: (l) => `VIP ${l.level} · ${l.name}` },
            { key: 'validBet', header: t('vip.validBet'), numeric: true, cell: (l) => money(l.validBet) },
            { key: 'upgradeBonus', header: t('vip.upgradeBonus'), numeric: true, cell: (l) => money(l.upgradeBonus) },
            { key: 'monthlyBonus', header: t('vip.monthlyBonus'), numeric: true, cell: (l) => money(l.monthlyBonus) },
            { key: 'rebateRate', header: t('vip.rebateRate'), numeric: true, cell: (l) => formatRate(data.rebateRates[data.levels.indexOf(l)] ?? 0) },
          ];
          return (
            <>
              <Section title={t('vip.current', { level: data.level, name: data.name })} testId="vip-current">
                <ProgressBar percent={progress} label={t('vip.progressLabel')} testId="vip-progress" />
                <p className={layoutStyles.note}>
                  {data.nextLevel === null || data.nextLevelAt === null
                    ? t('vip.top')
                    : t('vip.toNext', {
                        amount: money(Math.max(0, data.nextLevelAt - data.validBetTotal)),
                        level: data.nextLevel,
                        total: money(data.validBetTotal),
                      })}
                </p>
                <p className={layoutStyles.note} data-testid="vip-rebate-rate">
                  {t('vip.rebateNow', { rate: formatRate(data.rebateRate) })}
                </p>
              </Section>
              <Section title={t('vip.paid.title')} testId="vip-paid">
                <VipRewards rewards={data.rewards} />
              </Section>
              <Section title={t('vip.levels')}>
                <DataTable
                  caption={t('vip.levels')}
                  columns={columns}
                  rows={data.levels}
                  rowKey={(l) => l.level}
                  testId="vip-levels"
                  rowTestId={(l) => `vip-level-${l.level}`}
                />
              </Section>
            </>
          );
        }}
      </ResultView>
    </article>
  );
}
