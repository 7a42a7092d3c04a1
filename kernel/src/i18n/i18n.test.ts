import { act } from '@testing-library/react';
import { claimShellWriter } from '../bus';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import my from '../locales/my.json';
import { fromI18nLanguage, i18n, initI18n, registerResources, textsReady, toI18nLanguage, withTexts } from '.';

/** Every key path of a resource object, e.g. 'errors.network'. */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('is ready at import, in the default language MY, with the kernel texts', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('my');
    expect(i18n.t('kernel:errors.network')).toBe(my.errors.network);
  });

  it('has every kernel key in all three languages, translated rather than copied', () => {
    expect(keyPaths(my).sort()).toEqual(keyPaths(en).sort());
    expect(keyPaths(cn).sort()).toEqual(keyPaths(en).sort());
    for (const key of keyPaths(en)) {
      const english = i18n.t(`kernel:${key}`, { lng: 'en' });
      expect(i18n.t(`kernel:${key}`, { lng: 'my' })).not.toBe(english);
      expect(i18n.t(`kernel:${key}`, { lng: 'cn' })).not.toBe(english);
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
    expect(i18n.t('kernel:errors.aborted')).toBe('The request was cancelled.');
  });

  it('loads only the language shown of a namespace given as loaders, and the next one when the reader switches', async () => {
    await initI18n('EN');
    const asked: string[] = [];
    const later = (language: string, texts: object) => () => {
      asked.push(language);
      return Promise.resolve({ default: texts });
    };
    registerResources('lottery', { my: later('my', { title: 'ထီ' }), en: later('en', { title: 'Lottery' }), cn: later('cn', { title: '彩票' }) });
    expect(asked).toEqual(['en']);
    await textsReady();
    expect(i18n.t('lottery:title')).toBe('Lottery');

    // The switch waits for CN's texts: until they are there the page stays in English, never keys.
    const switching = initI18n('CN');
    expect(asked).toEqual(['en', 'cn']);
    expect(i18n.t('lottery:title')).toBe('Lottery');
    await switching;
    expect(i18n.language).toBe('cn');
    expect(i18n.t('lottery:title')).toBe('彩票');

    // Back to a language already loaded: nothing is asked again.
    await initI18n('EN');
    expect(asked).toEqual(['en', 'cn']);
    expect(i18n.t('lottery:title')).toBe('Lottery');
  });

  it('hands over a lazy module only once the texts it registered are loaded', async () => {
    await initI18n('EN');
    let release: (texts: { default: object }) => void = () => undefined;
    const importer = withTexts(async () => {
      registerResources('promo', {
        my: () => Promise.resolve({ default: {} }),
        en: () => new Promise((resolve) => (release = resolve)),
        cn: () => Promise.resolve({ default: {} }),
      });
      return { default: 'the module' };
    });
    let handed = false;
    const done = importer().then(() => (handed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handed).toBe(false);
    release({ default: { title: 'Promotions' } });
    await done;
    expect(i18n.t('promo:title')).toBe('Promotions');
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
