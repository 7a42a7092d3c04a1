/** Every SMS and e-mail the platform sends (stored and logged, no gateway) and the ops read of them. */
export { sendMessage, type OutboxChannel } from './service';
