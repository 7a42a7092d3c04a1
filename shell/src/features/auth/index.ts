import './i18n';

export { LoginModal } from './LoginModal';
export { RegisterModal } from './RegisterModal';
