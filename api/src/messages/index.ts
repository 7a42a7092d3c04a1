/** Member messages (rendered on read), notify(), the member_event outbox, its dispatcher (woken by NOTIFY on PostgreSQL) and the live stream. */
export { notify, publishUnread, recordBalance, type Notification, type NotificationType } from './notify';
export { messagesRoutes } from './routes';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
export { createEventListener, EVENT_CHANNEL, LISTENER_APPLICATION_NAME, type EventListener } from './listen';
export { seedWelcomeMessage } from './seed';
