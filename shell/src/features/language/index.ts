export { LanguageSelect } from './LanguageSelect';
export { changeLanguage, initialLanguage } from './language';
