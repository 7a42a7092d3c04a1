import { i18n, registerResources, useTranslation } from '@portal/kernel';
import { SHARED_NS } from '../texts';

// The records kit's texts live in the kit's own namespace (`shared`, under `records`), like the UI kit's,
// so every app that shows a records page has them without copying them. Each language loads on its own.
registerResources(SHARED_NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});

/** The records kit's texts: keys relative to `shared:records`. */
export const useRecordsTranslation = () => useTranslation(SHARED_NS, { i18n, keyPrefix: 'records' });
