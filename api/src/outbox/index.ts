/** Every SMS and e-mail the platform sends (stored and logged, no gateway) and the ops read of them. */
export { outboxAdminRoutes } from './admin-routes';
export { sendMessage, type OutboxChannel } from './service';
