import './i18n';

export { DownlineManagement } from './DownlineManagement';
