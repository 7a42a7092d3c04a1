/** How long the crash climb to `crashPoint` (×100) takes: longer for higher points, 3 s at most. */
export function climbDuration(crashPoint: number): number {
  return Math.round(Math.min(3000, 400 + 1200 * Math.log(Math.max(100, crashPoint) / 100)));
}

/** The multiplier (×100) shown at `progress` 0–1 of the climb: exponential, as a rocket rises. */
export function climbValue(crashPoint: number, progress: number): number {
  const end = Math.max(100, crashPoint);
  return Math.floor(100 * (end / 100) ** Math.min(1, Math.max(0, progress)));
}
