import { registerResources, useTranslation } from '@portal/kernel';
import { NS } from '../../i18n';

// The game page's texts live in the games namespace under `play`.
// Each language's texts load on their own, only the language shown; under `play`.
const underPlay = (texts: { default: object }) => ({ play: texts.default });
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json').then(underPlay),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json').then(underPlay),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json').then(underPlay),
});

export { NS };

/** `t` of the game page: keys are relative to `games:play`. */
export const usePlayTranslation = () => useTranslation(NS, { keyPrefix: 'play' });
