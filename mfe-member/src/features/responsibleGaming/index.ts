import './i18n';

export { ResponsibleGaming } from './ResponsibleGaming';
