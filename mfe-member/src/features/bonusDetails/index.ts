import './i18n';

export { BonusDetails } from './BonusDetails';
