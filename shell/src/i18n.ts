import { registerResources, useTranslation } from '@portal/kernel';

/** The namespace of every shell text: the package's own keys here, each feature's from its `locales`. */
export const NS = 'shell';

// Each language's texts load on their own, only the language shown.
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});

/** `t` of the shell namespace: every component's texts come through it (lint). */
export const useShellTranslation = () => useTranslation(NS);
