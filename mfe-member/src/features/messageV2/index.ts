import './i18n';

export { MessageCentre } from './MessageCentre';
