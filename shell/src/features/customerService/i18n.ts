import { registerResources } from '@portal/kernel';

// The help popups' texts (feedback, customer service, app download) come with their lazy chunks, in one
// chunk per language of their own: not in the shell's `texts-*` chunks every first load brings.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-popups-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-popups-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-popups-cn" */ './locales/cn.json'),
});
