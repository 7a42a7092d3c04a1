/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLocales, readLocale, valueAt } from '@portal/locale-check';

const folders = checkLocales(__dirname, { namespace: 'member', minFolders: 11 });
const read = readLocale;

test('every key the member code asks for exists in English', () => {
  const en = folders.reduce<Record<string, unknown>>((all, folder) => ({ ...all, ...(read(folder, 'en') as Record<string, unknown>) }), {});
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  const missing: string[] = [];
  for (const file of files(__dirname)) {
    const source = readFileSync(file, 'utf8');
    const tIsCommon = source.includes('const { t } = useCommonTranslation()');
    // Plain member keys: t('a.b') (common keys under `common.` when used with the prefixed `tc`).
    for (const [, call, key] of source.matchAll(/\b(t|tc)\('([a-zA-Z][\w.]*)'/g)) {
      if (!key || key.includes(':')) continue;
      const full = call === 'tc' || tIsCommon ? `common.${key}` : key;
      if (valueAt(en, full) === undefined) missing.push(`${path.relative(__dirname, file)}: ${full}`);
    }
  }
  expect(missing).toEqual([]);
});
