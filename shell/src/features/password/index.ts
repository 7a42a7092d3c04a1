import './i18n';

export { ForgotPasswordModal } from './ForgotPasswordModal';
export { ChangePasswordModal } from './ChangePasswordModal';
