import './i18n';

export { PersonalProfit } from './PersonalProfit';
