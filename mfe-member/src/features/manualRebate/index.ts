import './i18n';

export { ManualRebate } from './ManualRebate';
