import './i18n';

export { TransactionHistory } from './TransactionHistory';
export { TransactionTable } from './TransactionTable';
