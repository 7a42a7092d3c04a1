import { registerResources } from '@portal/kernel';

// The account popups' texts (login, register, one click, passwords) come with their lazy chunks, in one
// chunk per language of their own: not in the shell's `texts-*` chunks every first load brings.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-account-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-account-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-account-cn" */ './locales/cn.json'),
});
