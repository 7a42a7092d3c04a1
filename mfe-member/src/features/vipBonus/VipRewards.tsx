import { Link } from '@portal/kernel';
import { EmptyState, useMoney, useSiteDate } from '@portal/shared';
import type { VipReward } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import styles from './VipBonus.module.css';

/**
 * What the VIP programme paid the member: each upgrade bonus (once per level reached) and each month's
 * rank salary, as issued into the reward centre, waiting there or claimed; the link opens the reward centre.
 */
export function VipRewards({ rewards }: { rewards: VipReward[] }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const waiting = rewards.filter((reward) => reward.status === 'I').length;
  return (
    <div className={layoutStyles.stack}>
      {rewards.length === 0 ? (
        <EmptyState message={t('vip.paid.none')} />
      ) : (
        <ul className={styles.rewards} data-testid="vip-rewards">
          {rewards.map((reward) => (
            <li key={reward.rewardId} className={styles.reward} data-testid={`vip-reward-${reward.rewardId}`}>
              <span className={styles.rewardTitle}>
                {reward.kind === 'UPGRADE_BONUS' ? t('vip.paid.upgrade', { level: reward.level }) : t('vip.paid.salary', { level: reward.level, period: reward.period ?? '' })}
              </span>
              <span className={styles.rewardAmount}>{money(reward.amount)}</span>
              <span className={reward.status === 'I' ? styles.waiting : styles.claimed}>{reward.status === 'I' ? t('vip.paid.waiting') : t('vip.paid.claimed')}</span>
              <span className={layoutStyles.note}>{t('vip.paid.issued', { time: formatDate(reward.issuedTime) })}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={layoutStyles.note}>{waiting > 0 ? t('vip.paid.toClaim', { count: waiting }) : t('vip.paid.howPaid')}</p>
      <Link to="../rewardCenter" relative="path" className={styles.link}>
        {t('vip.paid.openRewardCenter')}
      </Link>
    </div>
  );
}
