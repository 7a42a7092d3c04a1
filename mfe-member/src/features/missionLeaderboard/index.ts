import './i18n';

export { MissionLeaderboard } from './MissionLeaderboard';
