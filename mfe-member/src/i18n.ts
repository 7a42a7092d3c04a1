import { registerResources, useTranslation } from '@portal/kernel';

/** The namespace of every member text: the package's own keys here, each feature's from its `locales`. */
export const NS = 'member';
// Each language's texts load on their own, only the language shown.
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});

/** `t` of the member namespace, for features. */
export const useMemberTranslation = () => useTranslation(NS);
/** `t` of the texts every member page shares (records, forms, loading): keys relative to `member:common`. */
export const useCommonTranslation = () => useTranslation(NS, { keyPrefix: 'common' });
