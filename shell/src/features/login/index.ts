export { LoginModal } from './LoginModal';
export { useCaptcha } from './useCaptcha';
