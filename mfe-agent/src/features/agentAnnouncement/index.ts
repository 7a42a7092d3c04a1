import './i18n';

export { AgentAnnouncements } from './AgentAnnouncements';
