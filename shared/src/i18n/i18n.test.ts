import { act } from '@testing-library/react';
import { claimShellWriter } from '../bus';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import my from '../locales/my.json';
import { fromI18nLanguage, i18n, initI18n, registerResources, toI18nLanguage } from '.';

/** Every key path of a resource object, e.g. 'errors.network'. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('is ready at import, in the default language MY, with the shared namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('my');
    expect(i18n.t('shared:errors.network')).toBe(my.errors.network);
  });

  it('has every shared key in all three languages, translated rather than copied', () => {
    expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
    for (const key of keyPaths(en)) {
      const english = i18n.t(`shared:${key}`, { lng: 'en' });
      expect(i18n.t(`shared:${key}`, { lng: 'my' })).not.toBe(english);
      expect(i18n.t(`shared:${key}`, { lng: 'cn' })).not.toBe(english);
    }
    expect(my.errors.network).toMatch(/[\u1000-\u109F]/); // Myanmar script
    expect(cn.errors.network).toMatch(/[\u4E00-\u9FFF]/); // CJK ideographs
  });

  it('switches language at boot and falls back to EN for a key missing in a language', async () => {
    registerResources('games', { my: {}, en: { title: 'Games' }, cn: { title: '游戏' } });
    await initI18n('CN');
    expect(i18n.t('games:title')).toBe('游戏');
    await initI18n('MY');
    expect(i18n.t('games:title')).toBe('Games');
  });

  it('follows the language the shell puts on the bus', () => {
    const writer = claimShellWriter();
    act(() => writer.setLanguage('EN'));
    expect(i18n.language).toBe('en');
    expect(i18n.t('shared:actions.retry')).toBe('Retry');
  });

  it('maps platform codes to i18next codes and back', () => {
    expect(toI18nLanguage('MY')).toBe('my');
    expect(toI18nLanguage('CN')).toBe('cn');
    expect(fromI18nLanguage('en-US')).toBe('EN');
    expect(fromI18nLanguage('zh-CN')).toBe('CN');
    expect(fromI18nLanguage('cn')).toBe('CN');
    expect(fromI18nLanguage('my')).toBe('MY');
    expect(fromI18nLanguage('fr')).toBe('MY');
  });
});
