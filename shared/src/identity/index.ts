export { IdentityPopupError, openIdentityPopup, type IdentityPopupDeps, type IdentityPopupFailure } from './popup';
