import './i18n';

/** The customer-service popup: live chat with the site's desks, the site's channels and the way to the feedback form. */
export { CustomerServiceModal } from './CustomerServiceModal';
