/** The feedback form. */
export { feedbackRoutes } from './routes';
