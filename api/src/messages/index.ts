/** Member messages (rendered on read), notify(), the member_event outbox, its dispatcher (woken by NOTIFY on PostgreSQL) and the live stream. */
export { notify, publishUnread, recordBalance, recordCountsEvent, recordFundsEvent, recordLotteryEvents, type Notification, type NotificationType, type NotificationVariant } from './notify';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
export { LISTENER_APPLICATION_NAME } from './listen';
export { registerLiveUpdates } from './live';
export { seedWelcomeMessage } from './seed';
