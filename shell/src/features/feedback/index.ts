import './i18n';

export { FeedbackModal } from './FeedbackModal';
