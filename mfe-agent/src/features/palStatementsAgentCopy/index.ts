import './i18n';

export { TeamProfit } from './TeamProfit';
