import { http, Link, useLanguage } from '@portal/kernel';
import { FactGrid, PageHero, ResultView, Section, useMoney, useQuery } from '@portal/shared';
import { MCSFE_getReferralInfo } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { FriendsSection } from './FriendsSection';
import { RulesList } from './RulesList';
import { ShareSection } from './ShareSection';
import styles from './Referral.module.css';

/**
 * Refer and earn (spec §2 member page `referral`): the member's code and link to copy, how the
 * programme pays (its rules in the reader's language), what the friends earned the member with a way
 * to the reward centre where the rewards are claimed, and the friends who registered with the code.
 */
export function Referral() {
  const { t } = useMemberTranslation();
  const money = useMoney();
  // The terms come in the reader's language: a new language asks again.
  const language = useLanguage();
  const info = useQuery((signal) => http.call(MCSFE_getReferralInfo, undefined, { signal }), [language]);

  return (
    <article className={layoutStyles.page} data-member-page="referral">
      <PageHero tone="member" title={t('pages.referral.title')} lead={t('pages.referral.lead')} />
      <ResultView query={info}>
        {(data) => (
          <>
            {!data.enabled && <p className={styles.paused} data-testid="referral-paused">{t('referral.paused')}</p>}
            <ShareSection info={data} />
            <Section
              title={t('referral.earnings')}
              testId="referral-earnings"
              aside={
                <Link to="/member/rewardCenter" className={styles.touchLink}>
                  {t('referral.toRewardCenter')}
                </Link>
              }
            >
              <FactGrid
                facts={[
                  { label: t('referral.friendsCount'), value: data.friends, testId: 'referral-friends-count' },
                  { label: t('referral.rewardsEarned'), value: money(data.rewardsEarned), testId: 'referral-earned' },
                  { label: t('referral.rewardsToClaim'), value: money(data.rewardsToClaim), testId: 'referral-to-claim' },
                ]}
              />
            </Section>
            {data.rules && (
              <Section title={t('referral.howItWorks')} testId="referral-rules">
                <RulesList rules={data.rules} />
                {data.terms && (
                  <div className={styles.terms}>
                    {data.terms.split('\n').map((line, index) => (
                      <p key={index}>{line}</p>
                    ))}
                  </div>
                )}
              </Section>
            )}
            <FriendsSection count={data.friends} />
          </>
        )}
      </ResultView>
    </article>
  );
}
