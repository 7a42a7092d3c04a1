import { registerResources } from '@portal/kernel';
import { NS } from '../../i18n';

// The points mall's own texts (key `mall` of the promotions namespace); each language loads on its own.
registerResources(NS, {
  my: () => import(/* webpackChunkName: "texts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-cn" */ './locales/cn.json'),
});
