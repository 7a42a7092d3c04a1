import './i18n';

export { useLiveUpdates } from './useLiveUpdates';
export { NotificationToasts } from './NotificationToasts';
