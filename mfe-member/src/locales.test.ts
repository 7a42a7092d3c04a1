/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every `locales` folder of the member remote (its own and each feature's) ships MY, EN and CN with the
// same keys, and the Burmese and Chinese texts are written in their scripts, not left in English.

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}

function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(resource: object, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], resource);
}

const read = (folder: string, language: string) => JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as object;
const folders = localeFolders(__dirname);
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

test('there are locale folders to check', () => {
  expect(folders.length).toBeGreaterThan(10);
});

test('no two features claim the same top-level key of the member namespace', () => {
  const owners = new Map<string, string>();
  for (const folder of folders) {
    for (const key of Object.keys(read(folder, 'en'))) {
      expect([key, owners.get(key)]).toEqual([key, undefined]);
      owners.set(key, folder);
    }
  }
});

test.each(folders.map((folder) => [path.relative(__dirname, folder), folder]))('%s: same keys and placeholders in MY, EN and CN, in their scripts', (_name, folder) => {
  const [my, en, cn] = ['my', 'en', 'cn'].map((language) => read(folder, language)) as [object, object, object];
  expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
  expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
  for (const keyPath of keyPaths(en)) {
    const english = valueAt(en, keyPath) as string;
    expect([keyPath, placeholders(valueAt(my, keyPath) as string)]).toEqual([keyPath, placeholders(english)]);
    expect([keyPath, placeholders(valueAt(cn, keyPath) as string)]).toEqual([keyPath, placeholders(english)]);
    const name = /^(?:[A-Z]\w*|iOS)(?: [A-Z]\w*){0,2}$/.test(english);
    if (name && english === valueAt(my, keyPath) && english === valueAt(cn, keyPath)) continue;
    expect([keyPath, valueAt(my, keyPath)]).toEqual([keyPath, expect.stringMatching(/[\u1000-\u109F]/)]);
    expect([keyPath, valueAt(cn, keyPath)]).toEqual([keyPath, expect.stringMatching(/[\u4E00-\u9FFF\uFF00-\uFFEF]/)]);
  }
});

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
