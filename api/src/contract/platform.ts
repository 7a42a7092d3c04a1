import type { Kysely } from 'kysely';
import { CURRENCY_SYMBOL, PLATFORM_SALARY_MIN_ACTIVE_MEMBERS, SALARY_KINDS, type ContractKind, type ContractRules, type ContractRulesBody, type ContractTier } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { validationFailed } from '../http/api-error';
import { withRisk } from '../risk';
import { DEFAULT_SETTINGS, saveSiteSetting, siteSetting } from '../site';

/*
 * A salary the platform pays (a top agent's contracts) is paid for real work, never for a puppet
 * account that exists to be paid. Its terms ask, in every tier, the site's minimum valid bet and at
 * least one active member (a fixed salary with no threshold is refused when offered or amended); a
 * period is settled on those thresholds whatever terms were signed before the rule; and what the
 * platform pays one top agent's salaries together for one period is capped by ops (settle.ts checks
 * the cap in the transaction that pays). Dividends are left out: they share the team's real net loss.
 * An upline that pays its own downline sets its own terms.
 */

type Db = Kysely<Database>;
type SalaryKind = (typeof SALARY_KINDS)[number];

export const isSalary = (kind: ContractKind): kind is SalaryKind => (SALARY_KINDS as readonly string[]).includes(kind);

/** The site's contract rules, every field present whatever an older stored value holds. */
export async function contractRulesOf(db: Db, merchantId: number): Promise<ContractRules> {
  const stored = await siteSetting(db, merchantId, 'contractRules');
  const defaults = DEFAULT_SETTINGS.contractRules;
  return {
    ...defaults,
    ...stored,
    topAgentCaps: { ...defaults.topAgentCaps, ...stored.topAgentCaps },
    platformSalaryPeriodCaps: { ...defaults.platformSalaryPeriodCaps, ...stored.platformSalaryPeriodCaps },
  };
}

/** Ops' changes merged into the site's rules (PUT /wps/admin/contracts/rules); answers the whole set. */
export async function updateContractRules(db: Db, merchantId: number, change: ContractRulesBody): Promise<ContractRules> {
  const current = await contractRulesOf(db, merchantId);
  const rules: ContractRules = {
    ...current,
    ...(change.activeMemberMinValidBet === undefined ? {} : { activeMemberMinValidBet: change.activeMemberMinValidBet }),
    ...(change.platformSalaryMinimumBet === undefined ? {} : { platformSalaryMinimumBet: change.platformSalaryMinimumBet }),
    topAgentCaps: { ...current.topAgentCaps, ...change.topAgentCaps },
    platformSalaryPeriodCaps: { ...current.platformSalaryPeriodCaps, ...change.platformSalaryPeriodCaps },
  };
  await saveSiteSetting(db, merchantId, 'contractRules', rules);
  return rules;
}

const shownMoney = (amount: number) => `${CURRENCY_SYMBOL} ${(amount / 100).toFixed(2)}`;

/** Refuses terms of a platform-paid salary whose tier asks less than the rule (400 contract.salary.threshold, recorded as a risk). */
export function checkPlatformSalary(kind: ContractKind, tiers: readonly ContractTier[], rules: ContractRules, agentId: number): void {
  if (!isSalary(kind)) return;
  tiers.forEach((tier, i) => {
    const short = tier.minimumBet < rules.platformSalaryMinimumBet ? 'minimumBet' : tier.activeMember < PLATFORM_SALARY_MIN_ACTIVE_MEMBERS ? 'activeMember' : null;
    if (!short) return;
    const refusal = validationFailed(`tiers[${i}].${short}`, 'contract.salary.threshold', { min: shownMoney(rules.platformSalaryMinimumBet), members: PLATFORM_SALARY_MIN_ACTIVE_MEMBERS });
    throw withRisk(refusal, {
      memberId: agentId,
      kind: 'salary.unearned',
      amount: tier.rateType === 'F' ? tier.rate : null,
      detail: `${kind} offered with tier ${i + 1} asking ${tier.minimumBet} valid bet and ${tier.activeMember} active members (the platform asks ${rules.platformSalaryMinimumBet} and ${PLATFORM_SALARY_MIN_ACTIVE_MEMBERS})`,
    });
  });
}

/** The terms a platform-paid salary is settled on: each tier asks at least the rule's thresholds. */
export function platformTerms(tiers: readonly ContractTier[], rules: ContractRules): ContractTier[] {
  return tiers.map((tier) => ({
    ...tier,
    minimumBet: Math.max(tier.minimumBet, rules.platformSalaryMinimumBet),
    activeMember: Math.max(tier.activeMember, PLATFORM_SALARY_MIN_ACTIVE_MEMBERS),
  }));
}

/** The most the platform pays one top agent's salaries of this kind together for one period; null: no cap. */
export const periodCapOf = (rules: ContractRules, kind: ContractKind): number | null => (isSalary(kind) ? rules.platformSalaryPeriodCaps[kind] : null);
