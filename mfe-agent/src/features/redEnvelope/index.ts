import './i18n';

export { RedEnvelope } from './RedEnvelope';
