import { registerResources } from '@portal/kernel';

// The ops page's texts come with its lazy chunk, in chunks of their own: never in the shell's `texts-*`
// chunks that every visitor's first load brings.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-opsRemotes-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-opsRemotes-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-opsRemotes-cn" */ './locales/cn.json'),
});
