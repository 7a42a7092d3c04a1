import type { LotteryFamily } from '@portal/shared/contracts';

/** The lottery pages of spec §2 and the family each opens on when its launch names nothing. */
export const LOTTERY_ROUTES: Readonly<Record<string, LotteryFamily>> = {
  '/lottery': 'FAST',
  '/seaLottery': 'SEA',
  '/vnLottery': 'VN',
};

/** The route's family; an unknown path (a standalone host) opens the fast e-lottery, as /lottery. */
export function lotteryFamilyOf(basePath: string): LotteryFamily {
  return LOTTERY_ROUTES[basePath] ?? 'FAST';
}
