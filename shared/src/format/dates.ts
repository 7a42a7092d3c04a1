import { siteDayStart, siteParts } from '../contracts/calendar';
import { type LanguageCode } from '@portal/kernel';

/*
 * The portal's one date formatter: every date and time a page shows is the site's time zone
 * (contracts/calendar: Myanmar time), written for the interface language. The patterns are CLDR's
 * medium date and 24-hour time for my, en-GB and zh-CN, kept here rather than asked of `Intl`: browsers
 * ship different locale data (Chromium has none for Burmese and answers in American English), and a page
 * must read the same everywhere. Components never format a date themselves (format/no-own-dates.test.ts).
 * Digits are Western (0-9) in every language, MY included: that is how Myanmar players read dates and
 * times on the local wallets and sites they use (format/western-digits.test.ts).
 */

export type DateStyle = 'date' | 'dateTime' | 'time';
/** An ISO instant, epoch ms, a Date, or a site calendar day (`yyyy-MM-dd`). */
export type DateValue = string | number | Date | null | undefined;

/** CLDR's abbreviated month names (my, en-GB). */
const MONTHS: Record<'MY' | 'EN', readonly string[]> = {
  MY: ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'],
  EN: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const pad = (value: number) => String(value).padStart(2, '0');

function instantOf(value: Exclude<DateValue, null | undefined>): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? siteDayStart(value) : Date.parse(value);
}

/** A date, a time, or both, in the site's zone and `language`'s pattern; '—' when there is none. */
export function formatSiteDate(value: DateValue, language: LanguageCode, style: DateStyle = 'dateTime'): string {
  if (value === null || value === undefined || value === '') return '—';
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return String(value);
  const { year, month, day, hour, minute, second } = siteParts(instant);
  const time = style === 'time' ? `${pad(hour)}:${pad(minute)}:${pad(second)}` : `${pad(hour)}:${pad(minute)}`;
  let date: string;
  if (language === 'CN') date = `${year}年${month}月${day}日`;
  else if (language === 'EN') date = `${day} ${MONTHS.EN[month - 1]} ${year}`;
  else date = `${year} ${MONTHS.MY[month - 1]} ${day}`;
  return style === 'date' ? date : style === 'time' ? time : language === 'EN' ? `${date}, ${time}` : `${date} ${time}`;
}
