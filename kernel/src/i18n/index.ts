export {
  i18n,
  initI18n,
  loadAllTexts,
  registerResources,
  textsReady,
  translateIn,
  withTexts,
  KERNEL_NS,
  type NamespaceResources,
  type Texts,
  type TextsLoader,
} from './instance';
export { toI18nLanguage, fromI18nLanguage, type I18nLanguage } from './languageCodes';
/*
 * The React binding of the page's one i18next instance, reached only through the kernel,
 * like the router: as a shared module of its own react-i18next was never tree-shaken (its <Trans> and
 * HTML parser, 9 KB brotli, were on the first load though no app uses them); here the build keeps
 * only what useTranslation needs, and the one copy on the page is the one initI18n set up.
 */
export { useTranslation } from 'react-i18next';
