import { useState } from 'react';
import { http } from '@portal/kernel';
import { Pager, ResultView, Section, useMoney, useQuery, useSiteDate } from '@portal/shared';
import { MCSFE_getReferralFriends } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './Referral.module.css';

const PAGE_SIZE = 10;

/** The friends who registered with the code, newest first, a page at a time (asked again when the count moves). */
export function FriendsSection({ count }: { count: number }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const [page, setPage] = useState(1);
  const friends = useQuery((signal) => http.call(MCSFE_getReferralFriends, { pageNo: page, pageSize: PAGE_SIZE }, { signal }), [page, count]);
  return (
    <Section title={t('referral.friends')} testId="referral-friends">
      <ResultView query={friends} isEmpty={(data) => data.content.length === 0} empty={t('referral.noFriends')}>
        {(data) => (
          <>
            <ul className={styles.friends}>
              {data.content.map((friend, index) => (
                <li key={`${friend.account}-${friend.registeredTime}-${index}`} className={styles.friend} data-testid="referral-friend">
                  <div className={styles.friendHead}>
                    <span className={styles.account}>{friend.account}</span>
                    <span className={`${layoutStyles.tag} ${friend.firstDeposit ? layoutStyles.tagSuccess : ''}`}>
                      {friend.firstDeposit ? t('referral.deposited') : t('referral.notDeposited')}
                    </span>
                  </div>
                  <dl className={styles.friendFacts}>
                    <div>
                      <dt>{t('referral.registered')}</dt>
                      <dd>{formatDate(friend.registeredTime)}</dd>
                    </div>
                    <div>
                      <dt>{t('referral.earnedFromFriend')}</dt>
                      <dd>{money(friend.rewardsEarned)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPage} disabled={friends.loading} />
          </>
        )}
      </ResultView>
    </Section>
  );
}
