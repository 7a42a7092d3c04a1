import './i18n';

export { RegisterCenter } from './RegisterCenter';
