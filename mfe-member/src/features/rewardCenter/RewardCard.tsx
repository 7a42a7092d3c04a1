import { Button, FormMessage, useMoney, useSiteDate } from '@portal/shared';
import type { ClaimPromotionItem } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { layoutStyles } from '../../layout';
import { TurnoverBar } from './TurnoverBar';
import styles from './RewardCenter.module.css';

export interface RewardCardProps {
  reward: ClaimPromotionItem;
  sending: boolean;
  /** A refusal of the last claim: the server's message, or null for our own. Undefined: none. */
  refusal: string | null | undefined;
  onClaim(reward: ClaimPromotionItem): void;
}

/** One reward: its promotion, kind, amount and times; to claim, its button; claimed, its turnover. */
export function RewardCard({ reward, sending, refusal, onClaim }: RewardCardProps) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const formatDate = useSiteDate();
  const toClaim = reward.status === 'I';

  return (
    <li className={styles.card} data-testid={`reward-${reward.rewardId}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.title}>{reward.title}</h3>
        <span className={layoutStyles.tag}>{t(`rewards.kinds.${reward.promotionType}`)}</span>
      </div>
      <p className={styles.amount}>{money(reward.amount)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rewards.issued')}</dt>
          <dd>{formatDate(reward.issuedTime)}</dd>
        </div>
        {reward.claimedTime && (
          <div>
            <dt>{t('rewards.claimedAt')}</dt>
            <dd>{formatDate(reward.claimedTime)}</dd>
          </div>
        )}
      </dl>
      {toClaim ? (
        <div className={layoutStyles.stack}>
          {reward.turnoverMultiplier > 0 && (
            <p className={layoutStyles.note}>{t('rewards.turnoverAhead', { multiplier: reward.turnoverMultiplier, required: money(reward.turnoverRequired) })}</p>
          )}
          <Button className={styles.touch} loading={sending} onClick={() => onClaim(reward)} aria-label={t('rewards.claimNamed', { title: reward.title })}>
            {t('rewards.claim')}
          </Button>
          {refusal !== undefined && <FormMessage message={refusal ?? t('common.failed')} testId={`reward-${reward.rewardId}-refusal`} />}
        </div>
      ) : reward.turnover ? (
        <TurnoverBar turnover={reward.turnover} />
      ) : (
        <p className={layoutStyles.note}>{t('rewards.noTurnover')}</p>
      )}
    </li>
  );
}
