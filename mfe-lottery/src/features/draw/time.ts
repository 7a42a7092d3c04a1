const pad = (value: number) => String(value).padStart(2, '0');

/** A duration as a countdown reads: `HH:MM:SS`, with whole days in front when there are any. */
export function splitDuration(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}
