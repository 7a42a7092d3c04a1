import { registerResources } from '@portal/kernel';

// The popup's texts come with its lazy chunk, in chunks of their own: not in the shell's `texts-*`
// chunks, which the first load of every visitor (guests too) brings.
registerResources('shell', {
  my: () => import(/* webpackChunkName: "texts-contracts-my" */ './locales/my.json'),
  en: () => import(/* webpackChunkName: "texts-contracts-en" */ './locales/en.json'),
  cn: () => import(/* webpackChunkName: "texts-contracts-cn" */ './locales/cn.json'),
});
