import './i18n';

export { RewardCenter } from './RewardCenter';
