import './i18n';

export { SecurityCenter } from './SecurityCenter';
