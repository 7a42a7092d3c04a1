/** The lottery pages of spec §2 and the prize mode each launches with (spec §3 prize modes). */
export const LOTTERY_AREAS = {
  '/lottery': { key: 'lottery', prizeMode: 'LOTT' },
  '/seaLottery': { key: 'seaLottery', prizeMode: 'SEA' },
  '/vnLottery': { key: 'vnLottery', prizeMode: 'LOTT' },
} as const;

export type LotteryArea = (typeof LOTTERY_AREAS)[keyof typeof LOTTERY_AREAS];

export function lotteryAreaOf(basePath: string): LotteryArea {
  return LOTTERY_AREAS[basePath as keyof typeof LOTTERY_AREAS] ?? LOTTERY_AREAS['/lottery'];
}
