import './i18n';

export { VipBonus } from './VipBonus';
export { formatRate } from './rate';
