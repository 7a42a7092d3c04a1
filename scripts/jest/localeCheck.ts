// The locale check every front-end package runs on its own `locales` folders (its own and each
// feature's): MY, EN and CN with the same keys and the same {{placeholders}}, the Burmese and Chinese
// texts written in their scripts rather than left in English, and no two features claiming one
// top-level key of the package's namespace. Test files call `checkLocales(__dirname, …)`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Resource = Record<string, unknown>;

export function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}

/** Every key path of a resource object, e.g. 'login.title'. */
export function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export function valueAt(resource: object, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Resource | undefined)?.[key], resource);
}

export const readLocale = (folder: string, language: string) => JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Resource;

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
/** Brand and product names (Golden Myanmar, Telegram, iOS…) stay as they are in every language. */
const isName = (text: string) => /^(?:[A-Z]\w*|iOS)(?: [A-Z]\w*){0,2}$/.test(text);

export interface LocaleCheckOptions {
  /** The namespace the folders register into (for the test names). */
  namespace: string;
  /** At least this many folders must be found (a moved folder must not silently stop being checked). */
  minFolders: number;
  /** Folders registered under a key prefix of their own: their top-level keys do not compete. */
  prefixed?: string[];
  /** Whether each top-level key belongs to one folder (off where features deliberately merge into one key). */
  uniqueTopLevel?: boolean;
}

export function checkLocales(dir: string, { namespace, minFolders, prefixed = [], uniqueTopLevel = true }: LocaleCheckOptions): string[] {
  const folders = localeFolders(dir);

  test('there are locale folders to check', () => {
    expect(folders.length).toBeGreaterThanOrEqual(minFolders);
  });

  (uniqueTopLevel ? test : test.skip)(`no two features claim the same top-level key of the ${namespace} namespace`, () => {
    const owners = new Map<string, string>();
    for (const folder of folders.filter((f) => !prefixed.some((name) => f.includes(`${path.sep}${name}${path.sep}`)))) {
      for (const key of Object.keys(readLocale(folder, 'en'))) {
        expect([key, owners.get(key)]).toEqual([key, undefined]);
        owners.set(key, folder);
      }
    }
  });

  test.each(folders.map((folder) => [path.relative(dir, folder), folder]))('%s: same keys and placeholders in MY, EN and CN, in their scripts', (_name, folder) => {
    const [my, en, cn] = ['my', 'en', 'cn'].map((language) => readLocale(folder, language)) as [Resource, Resource, Resource];
    expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
    for (const keyPath of keyPaths(en)) {
      const english = valueAt(en, keyPath) as string;
      expect([keyPath, placeholders(valueAt(my, keyPath) as string)]).toEqual([keyPath, placeholders(english)]);
      expect([keyPath, placeholders(valueAt(cn, keyPath) as string)]).toEqual([keyPath, placeholders(english)]);
      // A name may stay as it is; anything else left identical is an English copy, and fails.
      if (isName(english) && english === valueAt(my, keyPath) && english === valueAt(cn, keyPath)) continue;
      expect([keyPath, valueAt(my, keyPath)]).toEqual([keyPath, expect.stringMatching(/[\u1000-\u109F]/)]);
      expect([keyPath, valueAt(cn, keyPath)]).toEqual([keyPath, expect.stringMatching(/[\u4E00-\u9FFF\uFF00-\uFFEF]/)]);
    }
  });

  return folders;
}
