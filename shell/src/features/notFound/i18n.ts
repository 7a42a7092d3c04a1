import { registerResources } from '@portal/kernel';

// The page's texts come with its lazy chunk, in chunks of their own: never in the shell's `texts-*`
// chunks that every visitor's first load brings.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-notFound-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-notFound-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-notFound-cn" */ './locales/cn.json'),
});
