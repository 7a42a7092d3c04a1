export { LanguageSelect, NATIVE_NAMES } from './LanguageSelect';
export { changeLanguage, initialLanguage } from './language';
