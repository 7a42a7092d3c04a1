/** The site's calls: status, permission, domain routes, customer-service links and their ops endpoints (the settings themselves are ../site's). */
export { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service';
export { pageBoot } from './service';
