import { registerResources } from '@portal/kernel';

/*
 * The texts of this library (UI kit, validation, forms, records, games): its namespace on the page's
 * one i18next instance. The library is bundled into each app, so each app registers the texts of the
 * copy it was built with: a remote built with a newer library brings the keys it needs, and the live
 * shell's older copy cannot lack them.
 */
export const SHARED_NS = 'shared';

registerResources(SHARED_NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});
