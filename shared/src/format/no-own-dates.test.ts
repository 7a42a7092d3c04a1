import { readdirSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import path from 'node:path';

/*
 * One time zone and one date formatter for the whole portal. A component that formats a date
 * by itself (the browser's zone, the browser's locale data) shows a second clock; this walks every
 * front end's source and fails naming the file and the line. Dates are shown with `useSiteDate` /
 * `formatSiteDate`, and calendar sums use contracts/calendar.
 */

const ROOT = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['kernel/src', 'shared/src', 'shell/src', ...REMOTE_NAMES.map((remote) => `${remote}/src`)];
/** The two places that may: the formatter and the calendar. Money formats a number, not a date. */
const ALLOWED = new Set(['shared/src/format/dates.ts', 'shared/src/contracts/calendar.ts', 'shared/src/contracts/money/money.ts']);

const OWN_DATE_FORMATTING: readonly [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'the browser\'s locale and zone'],
  [/\.to(Date|Time|UTC)String\(/, 'the browser\'s own date text'],
  [/\bIntl\.(DateTimeFormat|RelativeTimeFormat)\b/, 'Intl date formats (browsers lack Burmese data)'],
  [/\.get(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(/, 'wall-clock parts of a zone'],
  [/\.getTimezoneOffset\(/, 'the browser\'s zone'],
  [/\.toISOString\(\)\.slice\(/, 'a UTC day, not the site\'s'],
];

function ownDateFormatting(source: string): string[] {
  return source.split('\n').flatMap((line, index) =>
    OWN_DATE_FORMATTING.filter(([pattern]) => pattern.test(line)).map(([, why]) => `${index + 1}: ${line.trim()} (${why})`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test('the check recognises a component that formats a date by itself', () => {
  expect(ownDateFormatting('const at = new Date(iso).toLocaleString("my-MM");\nconst ok = 1;')).toHaveLength(1);
  expect(ownDateFormatting('const zone = -now.getTimezoneOffset();')).toHaveLength(1);
  expect(ownDateFormatting('const text = formatDate(order.createdAt);')).toEqual([]);
});

test('no front-end file formats a date by itself', () => {
  const files = FRONT_ENDS.flatMap(sources).filter((file) => !ALLOWED.has(file));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => ownDateFormatting(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`));
  expect(found).toEqual([]);
});
