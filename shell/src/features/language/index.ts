export { LanguageSelect } from './LanguageSelect';
export { changeLanguage, storedLanguage } from './language';
