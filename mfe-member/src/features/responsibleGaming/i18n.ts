import { registerResources } from '@portal/kernel';
import { NS } from '../../i18n';

// Each language's texts load on their own, only the language shown.
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});
