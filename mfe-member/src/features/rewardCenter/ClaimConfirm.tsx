import { ConfirmDialog, useMoney } from '@portal/shared';
import type { ClaimPromotionItem } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';

export interface ClaimConfirmProps {
  /** The reward the member asked to claim; null: the dialog is closed. */
  reward: ClaimPromotionItem | null;
  onConfirm(reward: ClaimPromotionItem): void;
  onCancel(): void;
}

/**
 * Before a claim that locks money: what the bonus adds, which part of the balance then stays locked
 * (the bonus, with the deposit a deposit bonus came with) and for how much valid bet, and that the rest
 * stays withdrawable. The member claims knowing it, or not at all.
 */
export function ClaimConfirm({ reward, onConfirm, onCancel }: ClaimConfirmProps) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  if (!reward) return null;
  const values = { amount: money(reward.amount), locked: money(reward.locks), required: money(reward.turnoverRequired) };
  return (
    <ConfirmDialog
      open
      title={t('rewards.confirm.title', { title: reward.title })}
      message={reward.locks > reward.amount ? t('rewards.confirm.lockWithDeposit', values) : t('rewards.confirm.lock', values)}
      confirmLabel={t('rewards.confirm.claim')}
      cancelLabel={t('rewards.confirm.cancel')}
      onConfirm={() => onConfirm(reward)}
      onCancel={onCancel}
    />
  );
}
