import { http } from '@portal/shared';

export interface VipLevel {
  level: number;
  name: string;
  /** Lifetime valid bet that reaches this level, minor units. */
  validBet: number;
  upgradeBonus: number;
  monthlyBonus: number;
}

/** `GET /wps/member/vip`; `nextLevel` and `nextLevelAt` are null at the top level. */
export interface VipStatus {
  level: number;
  name: string;
  nextLevel: number | null;
  validBetTotal: number;
  nextLevelAt: number | null;
  levels: VipLevel[];
}

export const getVip = (signal?: AbortSignal) => http.get<VipStatus>('/wps/member/vip', { auth: true, signal });

/** Progress from the current level's threshold to the next one, 0–100. */
export function vipProgress(status: VipStatus): number {
  if (status.nextLevelAt === null) return 100;
  const floor = status.levels.find((l) => l.level === status.level)?.validBet ?? 0;
  const span = status.nextLevelAt - floor;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((status.validBetTotal - floor) / span) * 100)));
}
