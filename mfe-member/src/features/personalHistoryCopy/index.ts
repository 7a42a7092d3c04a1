import './i18n';

export { PersonalHistory } from './PersonalHistory';
