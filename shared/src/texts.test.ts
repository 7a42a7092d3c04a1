import { i18n } from '@portal/kernel';
import cn from './locales/cn.json';
import en from './locales/en.json';
import my from './locales/my.json';
import { SHARED_NS } from './texts';

/** Every key path of a resource object, e.g. 'errors.network'. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the library's texts", () => {
  it('are on the page\'s one i18n instance, every key in all three languages, translated rather than copied', () => {
    expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
    for (const key of keyPaths(en)) {
      const english = i18n.t(`${SHARED_NS}:${key}`, { lng: 'en' });
      expect(i18n.t(`${SHARED_NS}:${key}`, { lng: 'my' })).not.toBe(english);
      expect(i18n.t(`${SHARED_NS}:${key}`, { lng: 'cn' })).not.toBe(english);
    }
    expect(i18n.t(`${SHARED_NS}:actions.retry`, { lng: 'en' })).toBe('Retry');
  });
});
