/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkLocales, readLocale, valueAt } from '@portal/locale-check';

// The package's own texts and each page's: MY, EN and CN with the same keys, in their scripts.
const folders = checkLocales(__dirname, { namespace: 'agent', minFolders: 13 });

test('every key the agent code asks for exists in English', () => {
  const en = folders.reduce<Record<string, unknown>>((all, folder) => ({ ...all, ...(readLocale(folder, 'en') as Record<string, unknown>) }), {});
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
