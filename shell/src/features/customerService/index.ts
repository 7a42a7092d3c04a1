/** The customer-service popup: the site's channels and the way to the feedback form. */
export { CustomerServiceModal } from './CustomerServiceModal';
