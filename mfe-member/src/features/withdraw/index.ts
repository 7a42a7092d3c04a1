import './i18n';

export { Withdraw } from './Withdraw';
