import cn from './locales/cn.json';
import en from './locales/en.json';
import my from './locales/my.json';

/** Every key path of a resource object, e.g. 'login.title'. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(resource: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resource);
}

test('the same keys in MY, EN and CN, written in Burmese and Chinese', () => {
  expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
  expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
  for (const path of keyPaths(en)) {
    const english = valueAt(en, path) as string;
    // Brand names (LINE, WhatsApp…) may stay as they are; everything else reads in its script.
    if (/^[A-Za-z]+$/.test(english) && english === valueAt(my, path)) continue;
    expect([path, valueAt(my, path)]).toEqual([path, expect.stringMatching(/[\u1000-\u109F]/)]);
    expect([path, valueAt(cn, path)]).toEqual([path, expect.stringMatching(/[\u4E00-\u9FFF\uFF00-\uFFEF]/)]);
  }
});
