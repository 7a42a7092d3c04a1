export { LoginModal } from './LoginModal';
export { RegisterModal } from './RegisterModal';
