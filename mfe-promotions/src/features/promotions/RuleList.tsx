import { useMoney } from '@portal/shared';
import type { PromotionRules } from '@portal/shared/contracts';
import { usePromotionsTranslation } from '../../i18n';
import styles from './Promotions.module.css';

/** The eligibility rules ops may set that are on or off, in the order they read. */
const WHO = ['selfRegisteredOnly', 'notAgentOpened', 'verifiedPhone', 'onePerPhone', 'onePerDevice', 'onePerPaymentAccount'] as const;

/** What the promotion pays and asks, one line for each rule that applies (a zero rule does not apply). */
export function RuleList({ rules }: { rules: PromotionRules }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const facts: [string, string][] = [];
  if (rules.bonusPercent > 0) {
    facts.push([t('rules.bonus'), rules.bonusCap > 0 ? t('rules.percentCapped', { percent: rules.bonusPercent, cap: money(rules.bonusCap) }) : t('rules.percent', { percent: rules.bonusPercent })]);
  }
  if (rules.bonusAmount > 0) facts.push([t('rules.bonus'), money(rules.bonusAmount)]);
  if (rules.minDeposit > 0) facts.push([t('rules.minDeposit'), money(rules.minDeposit)]);
  if (rules.turnoverMultiplier > 0) facts.push([t('rules.turnover'), t('rules.turnoverValue', { n: rules.turnoverMultiplier })]);
  if (rules.ticketType && rules.ticketCount > 0) facts.push([t('rules.tickets'), t('rules.ticketsValue', { n: rules.ticketCount, type: t(`codes.ticket.${rules.ticketType}`) })]);
  const who = WHO.filter((rule) => rules.eligibility[rule]).map((rule) => t(`rules.whoRules.${rule}`));
  if (rules.eligibility.minDepositTotal > 0) who.push(t('rules.whoRules.minDepositTotal', { amount: money(rules.eligibility.minDepositTotal) }));
  if (who.length > 0) facts.push([t('rules.who'), who.join(' · ')]);
  if (facts.length === 0) return <p className={styles.meta}>{t('rules.none')}</p>;
  return (
    <dl className={styles.rules}>
      {facts.map(([label, value], index) => (
        <div key={index} className={styles.rule}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
