/**
 * Calendar days of the site: Myanmar time (UTC+06:30, no daylight saving), as the records calls count
 * them (docs/wire-contract.md, "Records and reports"). Days travel as `yyyy-MM-dd`, both ends inclusive.
 */
export const SITE_UTC_OFFSET_MINUTES = 390;
const DAY_MS = 86_400_000;

/** The longest custom window the records accept, both ends counted. */
export const MAX_RANGE_DAYS = 31;

export type DatePreset = 'prev7' | 'prev30' | 'next7' | 'next30' | 'custom';
export const DATE_PRESETS: readonly Exclude<DatePreset, 'custom'>[] = ['prev7', 'prev30', 'next7', 'next30'];

export interface DateRange {
  preset: DatePreset;
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function ymdOfUtc(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today's date on the site's calendar. */
export function siteToday(now: Date): string {
  return ymdOfUtc(new Date(now.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000));
}

function utcOfYmd(ymd: string): number {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function addDays(ymd: string, days: number): string {
  return ymdOfUtc(new Date(utcOfYmd(ymd) + days * DAY_MS));
}

/** How many calendar days a window covers, both ends counted (`from` = `to` is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((utcOfYmd(to) - utcOfYmd(from)) / DAY_MS) + 1;
}

export const isYmd = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcOfYmd(value));

/**
 * The presets of spec §9: the previous N days end today (today and the N − 1 days before it); the
 * next N days start today (today and the N − 1 days after it).
 */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): DateRange {
  const today = siteToday(now);
  const days = preset.endsWith('30') ? 30 : 7;
  return preset.startsWith('prev')
    ? { preset, from: addDays(today, -(days - 1)), to: today }
    : { preset, from: today, to: addDays(today, days - 1) };
}

/** `2025-03-04 09:05` in site time, from an ISO instant; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time + SITE_UTC_OFFSET_MINUTES * 60_000);
  return `${ymdOfUtc(local)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
