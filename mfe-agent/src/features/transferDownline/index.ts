import './i18n';

export { TransferDownline } from './TransferDownline';
