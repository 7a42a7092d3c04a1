/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@portal/shared/contracts';
import { formatMoney, formatSiteDate } from '.';

/*
 * The portal's digit rule: numbers are written in Western digits (0-9) in every language, MY included,
 * as Myanmar players read amounts, dates, times and counts on the local wallets and sites they use;
 * draw numbers are printed as drawn. Burmese digits (၀-၉) beside Western ones in one card read as two
 * sites. This fails naming every MY text or source line that writes or makes Burmese digits.
 */

const ROOT = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['kernel/src', 'shared/src', 'shell/src', ...REMOTE_NAMES.map((remote) => `${remote}/src`)];
const BURMESE_DIGIT = /[\u1040-\u1049]/;
/** Code that turns digits into Burmese ones: the Myanmar zero's code point, or Intl's Burmese numbering. */
const MAKES_BURMESE_DIGITS = /0x1040|\\u104[0-9]|numberingSystem:\s*['"]mymr['"]|-nu-mymr/i;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

function lines(file: string, pattern: RegExp): string[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

test('the formatters write MY dates, times and amounts in Western digits', () => {
  const at = '2025-03-10T20:05:09Z';
  expect(formatSiteDate(at, 'MY')).toBe('2025 မတ် 11 02:35');
  expect(formatSiteDate(at, 'MY', 'date')).toBe('2025 မတ် 11');
  expect(formatSiteDate(at, 'MY', 'time')).toBe('02:35:09');
  // Amounts have one format in every language.
  expect(formatMoney(1234567)).toBe('12,345.67');
});

test('no MY text of any front end has Burmese digits', () => {
  const myTexts = FRONT_ENDS.flatMap((dir) => files(dir, (name) => name === 'my.json'));
  expect(myTexts.length).toBeGreaterThan(20);
  expect(myTexts.flatMap((file) => lines(file, BURMESE_DIGIT))).toEqual([]);
});

test('no front-end source makes Burmese digits', () => {
  const sources = FRONT_ENDS.flatMap((dir) => files(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)));
  expect(sources.length).toBeGreaterThan(100);
  expect(sources.flatMap((file) => [...lines(file, BURMESE_DIGIT), ...lines(file, MAKES_BURMESE_DIGITS)])).toEqual([]);
});
