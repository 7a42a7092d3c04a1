import { registerResources } from '@portal/kernel';

// The popup's texts come with its lazy chunk, in chunks of their own: a guest never needs them.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-realityCheck-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-realityCheck-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-realityCheck-cn" */ './locales/cn.json'),
});
