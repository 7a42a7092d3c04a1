import './i18n';
export { OneClickLogin } from './OneClickLogin';
export { IdentityBanner } from './IdentityBanner';
export { identityOf, type RegisterIdentity } from './registerIdentity';
