import './i18n';

export { ReferralLinks } from './ReferralLinks';
