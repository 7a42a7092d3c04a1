export {
  i18n,
  initI18n,
  loadAllTexts,
  registerResources,
  textsReady,
  translateIn,
  withTexts,
  SHARED_NS,
  type NamespaceResources,
  type Texts,
  type TextsLoader,
} from './instance';
export { toI18nLanguage, fromI18nLanguage, type I18nLanguage } from './languageCodes';
