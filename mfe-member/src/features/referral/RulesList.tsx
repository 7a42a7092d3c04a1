import { useMoney } from '@portal/shared';
import type { ReferralRules } from '@portal/shared/contracts';
import { useMemberTranslation } from '../../i18n';
import styles from './Referral.module.css';

/** What the programme pays, from its rules, in the reader's language (the operator's terms follow). */
export function RulesList({ rules }: { rules: ReferralRules }) {
  const { t } = useMemberTranslation();
  const money = useMoney();
  const steps = [
    t('referral.rules.share'),
    ...(rules.depositPercent > 0
      ? [
          rules.depositCap > 0
            ? t('referral.rules.deposit', { percent: rules.depositPercent, min: money(rules.minDeposit), cap: money(rules.depositCap) })
            : t('referral.rules.depositNoCap', { percent: rules.depositPercent, min: money(rules.minDeposit) }),
        ]
      : []),
    ...(rules.betThreshold > 0 && rules.betBonus > 0 ? [t('referral.rules.bet', { threshold: money(rules.betThreshold), bonus: money(rules.betBonus) })] : []),
    t('referral.rules.claim'),
    ...(rules.turnoverMultiplier > 0 ? [t('referral.rules.turnover', { times: rules.turnoverMultiplier })] : []),
  ];
  return (
    <ol className={styles.rules} data-testid="referral-rule-list">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
