import './i18n';

export { Referral } from './Referral';
