import { registerResources, useTranslation } from '@portal/kernel';

export const NS = 'promotions';
// Each language's texts load on their own, only the language shown.
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});

/** `t` of the promotions namespace: every component's texts come through it (lint). */
export const usePromotionsTranslation = () => useTranslation(NS);
