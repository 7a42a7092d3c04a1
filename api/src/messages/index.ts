/** Member messages (rendered on read), notify(), the member_event outbox, its dispatcher and the live stream. */
export { notify, publishUnread, recordBalance, type Notification, type NotificationType } from './notify';
export { messagesRoutes } from './routes';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
export { seedWelcomeMessage } from './seed';
