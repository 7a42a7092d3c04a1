import './i18n';

export { TransferFund } from './TransferFund';
