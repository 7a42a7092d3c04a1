import { toMinorUnits } from '@portal/shared/contracts';
import { translate, type Language, type MessageKey } from '../http/messages';

/*
 * VIP levels, by lifetime valid bet (minor units): what /wps/member/vip computes.
 * The site has no back office for them yet: the table lives in code. The upgrade bonus is issued once
 * on reaching a level (every level reached, so a jump of two levels issues both), the monthly bonus
 * (rank salary) each site month the level is held, both into the reward centre; `rebateRate` is the
 * manual rebate's rate at the level, in basis points of the valid bet (30: 0.3 %).
 */

export interface VipLevel {
  level: number;
  validBet: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebateRate: number;
}

export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, validBet: 0, upgradeBonus: 0, monthlyBonus: 0, rebateRate: 30 },
  { level: 1, validBet: toMinorUnits(10_000), upgradeBonus: toMinorUnits(100), monthlyBonus: toMinorUnits(50), rebateRate: 40 },
  { level: 2, validBet: toMinorUnits(50_000), upgradeBonus: toMinorUnits(500), monthlyBonus: toMinorUnits(200), rebateRate: 50 },
  { level: 3, validBet: toMinorUnits(200_000), upgradeBonus: toMinorUnits(2_000), monthlyBonus: toMinorUnits(800), rebateRate: 60 },
  { level: 4, validBet: toMinorUnits(1_000_000), upgradeBonus: toMinorUnits(10_000), monthlyBonus: toMinorUnits(3_000), rebateRate: 80 },
  { level: 5, validBet: toMinorUnits(5_000_000), upgradeBonus: toMinorUnits(50_000), monthlyBonus: toMinorUnits(10_000), rebateRate: 100 },
];

/** The smallest lifetime valid bet that reaches a paid level (level 1). */
export const FIRST_PAID_LEVEL_AT = VIP_LEVELS[1]!.validBet;

export function vipName(language: Language, level: number): string {
  return translate(language, `vip.level.${level}` as MessageKey);
}

/** The highest level whose threshold the total has reached. */
export function vipLevelOf(validBetTotal: number): VipLevel {
  let current = VIP_LEVELS[0]!;
  for (const level of VIP_LEVELS) if (validBetTotal >= level.validBet) current = level;
  return current;
}

/** The levels a member at `level` has reached that carry an upgrade bonus (1 … level). */
export function levelsReached(level: number): VipLevel[] {
  return VIP_LEVELS.filter((row) => row.level >= 1 && row.level <= level && row.upgradeBonus > 0);
}
