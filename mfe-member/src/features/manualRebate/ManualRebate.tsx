import { http, Link } from '@portal/kernel';
import { Button, FactGrid, FormMessage, PageHero, ResultView, Section, useMoney, useQuery, useSiteDate } from '@portal/shared';
import { MCSFE_getManualRebate } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { formatRate } from '../vipBonus';
import { useRebateClaim } from './useRebateClaim';
import styles from './ManualRebate.module.css';

/**
 * Manual rebate (spec §2 account menu, whitelabel MANPLAYREB3): the valid bet since the last claim,
 * the VIP level's rate and what a claim pays now; the claim pays it into the main wallet. While the
 * site has the rebate off, the server refuses and the page shows its message.
 */
export function ManualRebate() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const rebate = useQuery((signal) => http.call(MCSFE_getManualRebate, undefined, { signal }), []);
  const claims = useRebateClaim(rebate);

  return (
    <article className={layoutStyles.page} data-member-page="manualRebate">
      <PageHero tone="member" title={t('pages.manualRebate.title')} lead={t('pages.manualRebate.lead')} />
      <Section title={t('rebate.title')} testId="rebate">
        <ResultView query={rebate}>
          {(data) => (
            <div className={layoutStyles.stack}>
              <FactGrid
                facts={[
                  { label: t('rebate.level'), value: `VIP ${data.level}`, testId: 'rebate-level' },
                  { label: t('rebate.rate'), value: formatRate(data.rate), testId: 'rebate-rate' },
                  { label: t('rebate.validBet'), value: money(data.validBet), testId: 'rebate-valid-bet' },
                  { label: t('rebate.amount'), value: money(data.amount), testId: 'rebate-amount' },
                  { label: t('rebate.lastClaim'), value: data.lastClaimTime ? formatDate(data.lastClaimTime) : t('rebate.never'), testId: 'rebate-last-claim' },
                ]}
              />
              {claims.paid && <FormMessage tone="success" testId="rebate-paid" message={t('rebate.paid', { amount: money(claims.paid.amount), validBet: money(claims.paid.validBet) })} />}
              {claims.refusal !== undefined && <FormMessage message={claims.refusal ?? t('common.failed')} testId="rebate-refusal" />}
              <Button className={styles.touch} loading={claims.sending} disabled={data.amount <= 0} onClick={claims.claim}>
                {data.amount > 0 ? t('rebate.claim', { amount: money(data.amount) }) : t('rebate.nothing')}
              </Button>
              <p className={layoutStyles.note}>{t('rebate.how', { rate: formatRate(data.rate) })}</p>
            </div>
          )}
        </ResultView>
        <div className={styles.links}>
          <Link to="../bonusDetails" relative="path" className={styles.link}>
            {t('rebate.records')}
          </Link>
          <Link to="../vipBonus" relative="path" className={styles.link}>
            {t('rebate.vipRates')}
          </Link>
        </div>
      </Section>
    </article>
  );
}
