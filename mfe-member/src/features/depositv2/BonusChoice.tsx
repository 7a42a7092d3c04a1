import { FormMessage, useMoney } from '@portal/shared';
import { depositBonusOf, type DepositPromotion } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import { cx, layoutStyles } from '../../layout';
import styles from './Deposit.module.css';

export interface BonusChoiceProps {
  offers: DepositPromotion[];
  /** The chosen bonus's id; null: no bonus. */
  chosen: number | null;
  onChoose(promotionId: number | null): void;
  /** The amount typed, in minor units (null while none is). */
  amount: number | null;
  error?: string;
}

/**
 * The opt-in of a deposit bonus (the member's choice, "No bonus" unless picked): each offer with its
 * rate and minimum, what it gives for the amount typed, and what claiming it will lock and for how much
 * play, so the member knows before paying.
 */
export function BonusChoice({ offers, chosen, onChoose, amount, error }: BonusChoiceProps) {
  const { t } = useMemberTranslation();
  const money = useMoney();

  return (
    <fieldset className={styles.bonuses} data-testid="deposit-bonuses">
      <legend className={styles.legend}>{t('deposit.bonus.legend')}</legend>
      <label className={cx(styles.bonus, chosen === null && styles.channelChosen)} data-testid="deposit-bonus-none">
        <input type="radio" name="bonus" checked={chosen === null} onChange={() => onChoose(null)} className={styles.radio} />
        <span className={styles.channelName}>{t('deposit.bonus.none')}</span>
        <span className={layoutStyles.note}>{t('deposit.bonus.noneNote')}</span>
      </label>
      {offers.map((offer) => {
        const bonus = amount === null ? null : depositBonusOf(offer, amount);
        const rate = offer.bonusCap > 0 ? t('deposit.bonus.rateCapped', { percent: offer.bonusPercent, cap: money(offer.bonusCap) }) : t('deposit.bonus.rate', { percent: offer.bonusPercent });
        return (
          <label key={offer.promotionId} className={cx(styles.bonus, chosen === offer.promotionId && styles.channelChosen)} data-testid={`deposit-bonus-${offer.promotionId}`}>
            <input type="radio" name="bonus" checked={chosen === offer.promotionId} onChange={() => onChoose(offer.promotionId)} className={styles.radio} />
            <span className={styles.channelName}>{offer.title}</span>
            <span className={layoutStyles.note}>{offer.minDeposit > 0 ? t('deposit.bonus.rateFrom', { rate, min: money(offer.minDeposit) }) : rate}</span>
            <span className={layoutStyles.note}>
              {offer.turnoverMultiplier > 0 ? t('deposit.bonus.turnover', { multiplier: offer.turnoverMultiplier }) : t('deposit.bonus.noTurnover')}
            </span>
            {amount !== null && bonus !== null && (
              <span className={styles.bonusGives}>
                {bonus <= 0
                  ? t('deposit.bonus.belowMin', { min: money(offer.minDeposit) })
                  : offer.turnoverMultiplier > 0
                    ? t('deposit.bonus.gives', { bonus: money(bonus), locked: money(amount + bonus), turnover: money(bonus * offer.turnoverMultiplier) })
                    : t('deposit.bonus.givesFree', { bonus: money(bonus) })}
              </span>
            )}
          </label>
        );
      })}
      <FormMessage message={error ?? null} testId="deposit-bonus-error" />
    </fieldset>
  );
}
