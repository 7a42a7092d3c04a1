export { i18n, initI18n, registerResources, translateIn, SHARED_NS, type NamespaceResources } from './instance';
export { toI18nLanguage, fromI18nLanguage, type I18nLanguage } from './languageCodes';
