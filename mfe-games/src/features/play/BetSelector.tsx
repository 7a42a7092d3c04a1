import { useId } from 'react';
import { formatMoney } from '@portal/shared';
import { usePlayTranslation } from './i18n';
import styles from './BetSelector.module.css';

export interface BetSelectorProps {
  /** Allowed bets, ascending. */
  steps: readonly number[];
  bet: number;
  onChange: (bet: number) => void;
  disabled: boolean;
  money: (minor: number) => string;
}

/** The stake: − and + walk the allowed steps; the chips jump to one. */
export function BetSelector({ steps, bet, onChange, disabled, money }: BetSelectorProps) {
  const { t } = usePlayTranslation();
  const labelId = useId();
  const index = steps.indexOf(bet);
  const go = (to: number) => {
    const next = steps[to];
    if (next !== undefined) onChange(next);
  };
  return (
    <div className={styles.bet} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {t('bet.label')}
      </span>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} aria-label={t('bet.lower')} disabled={disabled || index <= 0} onClick={() => go(index - 1)}>
          −
        </button>
        <output className={styles.amount} data-testid="bet-amount" aria-labelledby={labelId}>
          {money(bet)}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('bet.raise')}
          disabled={disabled || index < 0 || index >= steps.length - 1}
          onClick={() => go(index + 1)}
        >
          +
        </button>
      </div>
      <div className={styles.chips}>
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className={styles.chip}
            aria-pressed={step === bet}
            aria-label={t('bet.choose', { amount: money(step) })}
            disabled={disabled}
            onClick={() => onChange(step)}
          >
            {formatMoney(step, 2).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
    </div>
  );
}
