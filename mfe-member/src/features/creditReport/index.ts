import './i18n';

export { CreditReport } from './CreditReport';
