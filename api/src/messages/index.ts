export { notify, publishUnread, recordBalance, type Notification, type NotificationType } from './notify';
export { messagesRoutes } from './routes';
export { createEventDispatcher, type EventDispatcher } from './dispatcher';
