import './i18n';

export { TeamTransactions } from './TeamTransactions';
