import { useState } from 'react';
import { http, Link, useCounts, useLanguage } from '@portal/kernel';
import { EmptyState, FormMessage, PageHero, ResultView, Section, Tabs, useMoney, useQuery } from '@portal/shared';
import { MCSFE_getClaimPromotion, type ClaimPromotionItem, type RewardStatus } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { ClaimConfirm } from './ClaimConfirm';
import { RewardCard } from './RewardCard';
import { useClaim } from './useClaim';
import styles from './RewardCenter.module.css';

/**
 * The reward centre (spec §2 rewardCenter): the member's rewards of every kind, to claim (status I)
 * and claimed (C) with their turnover. Both come in one call, so a claim moves a reward from one tab
 * to the other at once, with the claim's own answer.
 */
export function RewardCenter() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  // Titles come in the reader's language: a new language asks again.
  const language = useLanguage();
  // The red dot is pushed when a reward is issued or claimed (in any tab): the list reads again.
  const { rewards: toClaim } = useCounts();
  const rewards = useQuery((signal) => http.call(MCSFE_getClaimPromotion, {}, { signal }), [language, toClaim]);
  const claims = useClaim(rewards);
  const [tab, setTab] = useState<RewardStatus>('I');
  // A claim that locks money waits for the member's yes (ClaimConfirm); one that locks nothing goes at once.
  const [confirming, setConfirming] = useState<ClaimPromotionItem | null>(null);
  const askToClaim = (reward: ClaimPromotionItem) => (reward.locks > 0 || reward.turnoverRequired > 0 ? setConfirming(reward) : claims.claim(reward));

  return (
    <article className={layoutStyles.page} data-member-page="rewardCenter">
      <PageHero tone="member" title={t('pages.rewardCenter.title')} lead={t('pages.rewardCenter.lead')} />
      <Section title={t('rewards.title')}>
        <p className={layoutStyles.note}>{t('rewards.withdrawalNote')}</p>
        {claims.paid && (
          <FormMessage
            tone="success"
            testId="reward-paid"
            message={
              claims.paid.answer.turnover
                ? t('rewards.paidWithTurnover', {
                    amount: money(claims.paid.answer.amount),
                    title: claims.paid.reward.title,
                    locked: money(claims.paid.reward.locks),
                    required: money(claims.paid.answer.turnover.required),
                  })
                : t('rewards.paid', { amount: money(claims.paid.answer.amount), title: claims.paid.reward.title })
            }
          />
        )}
        <ResultView query={rewards}>
          {(list) => {
            const shown = list.filter((reward) => reward.status === tab);
            const count = (status: RewardStatus) => list.filter((reward) => reward.status === status).length;
            return (
              <Tabs
                className={styles.tabs}
                label={t('rewards.title')}
                value={tab}
                onChange={(id) => setTab(id as RewardStatus)}
                items={[
                  { id: 'I', label: t('rewards.tabs.toClaim', { count: count('I') }) },
                  { id: 'C', label: t('rewards.tabs.claimed', { count: count('C') }) },
                ]}
              >
                {shown.length === 0 ? (
                  <EmptyState
                    message={tab === 'I' ? t('rewards.emptyToClaim') : t('rewards.emptyClaimed')}
                    action={
                      <Link to="/promotions" className={styles.link}>
                        {t('rewards.seePromotions')}
                      </Link>
                    }
                  />
                ) : (
                  <ul className={styles.list} data-testid={tab === 'I' ? 'rewards-to-claim' : 'rewards-claimed'}>
                    {shown.map((reward) => (
                      <RewardCard
                        key={reward.rewardId}
                        reward={reward}
                        sending={claims.sending.has(reward.rewardId)}
                        refusal={claims.refused.get(reward.rewardId)}
                        onClaim={askToClaim}
                      />
                    ))}
                  </ul>
                )}
              </Tabs>
            );
          }}
        </ResultView>
      </Section>
      <ClaimConfirm
        reward={confirming}
        onConfirm={(reward) => {
          setConfirming(null);
          claims.claim(reward);
        }}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
}
