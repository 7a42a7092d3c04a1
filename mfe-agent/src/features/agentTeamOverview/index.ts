import './i18n';

export { TeamOverview } from './TeamOverview';
