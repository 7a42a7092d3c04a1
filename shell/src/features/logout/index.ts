export { LogoutConfirm } from './LogoutConfirm';
