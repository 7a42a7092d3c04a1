import './i18n';

export { TransferUpline } from './TransferUpline';
