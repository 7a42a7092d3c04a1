import './i18n';

export { TeamBetting } from './TeamBetting';
