/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// MY, EN and CN ship the same keys, and the Burmese and Chinese texts are in their own scripts.
const read = (language: string) => JSON.parse(readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8')) as object;

function entries(resource: object, prefix = ''): Array<[string, string]> {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? entries(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test('same keys and placeholders in MY, EN and CN, in their scripts', () => {
  const en = new Map(entries(read('en')));
  for (const [language, script] of [
    ['my', /[\u1000-\u109F]/],
    ['cn', /[\u4E00-\u9FFF]/],
  ] as const) {
    const other = new Map(entries(read(language)));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of other) {
      expect([key, text]).toEqual([key, expect.stringMatching(script)]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(en.get(key) ?? '')]);
    }
  }
});
