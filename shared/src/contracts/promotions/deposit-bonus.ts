// The one rule of what a deposit bonus gives: the API issues it, the deposit page shows it.

export interface DepositBonusRules {
  bonusPercent?: number;
  /** 0 or absent: no cap. */
  bonusCap?: number;
  /** A smaller deposit earns nothing. */
  minDeposit?: number;
}

/** The bonus a deposit of `amount` (minor units) earns: the floor of the percent, within the cap; 0 below the minimum. */
export function depositBonusOf(rules: DepositBonusRules, amount: number): number {
  if (amount < (rules.minDeposit ?? 0)) return 0;
  const bonus = Math.floor((amount * (rules.bonusPercent ?? 0)) / 100);
  return rules.bonusCap ? Math.min(bonus, rules.bonusCap) : bonus;
}
