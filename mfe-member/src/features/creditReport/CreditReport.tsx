import { http } from '@portal/kernel';
import { FactGrid, PageHero, ResultView, Signed, useMoney, useQuery, useSiteDate } from '@portal/shared';
import { creditReport } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';

/** The credit report of spec §2 ("other member screens"): lifetime deposits, withdrawals and play. */
export function CreditReport() {
  const { t } = useMemberTranslation();
  const formatDate = useSiteDate();
  const money = useMoney();
  const report = useQuery((signal) => http.call(creditReport, undefined, { signal }), []);
  return (
    <article className={layoutStyles.page} data-member-page="creditReport">
      <PageHero tone="member" title={t('pages.creditReport.title')} lead={t('pages.creditReport.lead')} />
      <ResultView query={report}>
        {(data) => (
          <FactGrid
            facts={[
              { label: t('credit.level'), value: `VIP ${data.level}`, testId: 'credit-level' },
              { label: t('credit.memberSince'), value: formatDate(data.memberSince, 'date') },
              { label: t('credit.deposits'), value: money(data.deposits), testId: 'credit-deposits' },
              { label: t('credit.withdrawals'), value: money(data.withdrawals), testId: 'credit-withdrawals' },
              { label: t('credit.validBet'), value: money(data.validBet) },
              { label: t('credit.winLoss'), value: <Signed amount={data.winLoss} /> },
            ]}
          />
        )}
      </ResultView>
    </article>
  );
}
