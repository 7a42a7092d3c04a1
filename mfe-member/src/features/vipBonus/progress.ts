import type { VipStatus } from '@portal/shared/contracts';

/** Progress from the current level's threshold to the next one, 0–100. */
export function vipProgress(status: VipStatus): number {
  if (status.nextLevelAt === null) return 100;
  const floor = status.levels.find((l) => l.level === status.level)?.validBet ?? 0;
  const span = status.nextLevelAt - floor;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((status.validBetTotal - floor) / span) * 100)));
}
