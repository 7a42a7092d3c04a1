/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROMOTION_AUDIENCES, PROMOTION_KINDS, PROMOTION_STATUSES, TICKET_TYPES } from '@portal/shared/contracts';
import { checkLocales, readLocale, valueAt } from '@portal/locale-check';

const folders = checkLocales(__dirname, { namespace: 'promotions', minFolders: 2 });
// The package's own folder (codes of the contract); features (the points mall) bring folders of their own.
const folder = folders.find((dir) => path.dirname(dir) === __dirname);

test('every code of the contract has a name in each language (no raw code reaches the screen)', () => {
  const groups: Record<string, readonly string[]> = { kind: PROMOTION_KINDS, audience: PROMOTION_AUDIENCES, status: PROMOTION_STATUSES, ticket: TICKET_TYPES };
  for (const language of ['my', 'en', 'cn']) {
    const texts = readLocale(folder!, language);
    const missing = Object.entries(groups).flatMap(([group, codes]) => codes.filter((code) => typeof valueAt(texts, `codes.${group}.${code}`) !== 'string').map((code) => `${group}.${code}`));
    expect([language, missing]).toEqual([language, []]);
  }
});

test('every key the promotions code asks for exists in English', () => {
  const en = folders.reduce<Record<string, unknown>>((all, dir) => ({ ...all, ...readLocale(dir, 'en') }), {});
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  const missing: string[] = [];
  for (const file of files(__dirname)) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)) {
      if (key && valueAt(en, key) === undefined) missing.push(`${path.relative(__dirname, file)}: ${key}`);
    }
  }
  expect(missing).toEqual([]);
});
