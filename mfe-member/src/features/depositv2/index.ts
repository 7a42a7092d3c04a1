import './i18n';

export { Depositv2 } from './Depositv2';
