import { toMinorUnits } from '@portal/shared/contracts';
import { translate, type Language, type MessageKey } from '../http/messages';

/*
 * VIP levels, by lifetime valid bet (minor units). The site has no back office for them yet: the
 * table lives in code. The upgrade bonus is paid once on reaching a level, the monthly bonus each
 * month the level is held (what the VIP bonus page shows; paying them is not part of this issue).
 */

export interface VipLevel {
  level: number;
  validBet: number;
  upgradeBonus: number;
  monthlyBonus: number;
}

export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, validBet: 0, upgradeBonus: 0, monthlyBonus: 0 },
  { level: 1, validBet: toMinorUnits(10_000), upgradeBonus: toMinorUnits(100), monthlyBonus: toMinorUnits(50) },
  { level: 2, validBet: toMinorUnits(50_000), upgradeBonus: toMinorUnits(500), monthlyBonus: toMinorUnits(200) },
  { level: 3, validBet: toMinorUnits(200_000), upgradeBonus: toMinorUnits(2_000), monthlyBonus: toMinorUnits(800) },
  { level: 4, validBet: toMinorUnits(1_000_000), upgradeBonus: toMinorUnits(10_000), monthlyBonus: toMinorUnits(3_000) },
  { level: 5, validBet: toMinorUnits(5_000_000), upgradeBonus: toMinorUnits(50_000), monthlyBonus: toMinorUnits(10_000) },
];

export function vipName(language: Language, level: number): string {
  return translate(language, `vip.level.${level}` as MessageKey);
}

/** The highest level whose threshold the total has reached. */
export function vipLevelOf(validBetTotal: number): VipLevel {
  let current = VIP_LEVELS[0]!;
  for (const level of VIP_LEVELS) if (validBetTotal >= level.validBet) current = level;
  return current;
}

export function vipStatus(validBetTotal: number, language: Language) {
  const current = vipLevelOf(validBetTotal);
  const next = VIP_LEVELS.find((level) => level.level === current.level + 1) ?? null;
  return {
    level: current.level,
    name: vipName(language, current.level),
    nextLevel: next ? next.level : null,
    validBetTotal,
    nextLevelAt: next ? next.validBet : null,
    levels: VIP_LEVELS.map((level) => ({ ...level, name: vipName(language, level.level) })),
  };
}
