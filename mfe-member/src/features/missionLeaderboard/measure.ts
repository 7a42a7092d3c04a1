import type { MissionMeasure, MissionSummary } from '@portal/shared/contracts';

/** A mission's value as the reader reads it: money for valid bet and deposits, a count for rounds. */
export function formatMeasure(measure: MissionMeasure, value: number, money: (amount: number) => string, count: (n: number) => string): string {
  return measure === 'ROUNDS' ? count(value) : money(value);
}

/**
 * The bar's fill: the progress toward the mission's last milestone, 0–100 (whole percent, floored so
 * a mission is never shown complete before it is).
 */
export function missionPercent(mission: Pick<MissionSummary, 'progress' | 'milestones'>): number {
  const last = mission.milestones[mission.milestones.length - 1];
  if (!last || last.target <= 0) return 0;
  return Math.min(100, Math.floor((mission.progress * 100) / last.target));
}

/** The first milestone not reached yet (null once all are). */
export const nextMilestone = (mission: Pick<MissionSummary, 'milestones'>) => mission.milestones.find((m) => !m.reached) ?? null;
