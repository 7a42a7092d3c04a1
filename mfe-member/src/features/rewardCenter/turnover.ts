import type { TurnoverProgress } from '@portal/shared/contracts';

/** How far a bonus's turnover has come, 0–100 (a met requirement is 100 even past it). */
export function turnoverPercent(turnover: TurnoverProgress): number {
  if (turnover.status === 'COMPLETED' || turnover.required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((turnover.progress / turnover.required) * 100)));
}
