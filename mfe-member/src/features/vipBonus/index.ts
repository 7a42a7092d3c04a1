import './i18n';

export { VipBonus } from './VipBonus';
