import './i18n';
export { LoginModal } from './LoginModal';
export { RegisterModal } from './RegisterModal';
export { updateRememberedPassword } from './rememberLogin';
export { CaptchaField } from './CaptchaField';
export { useCaptcha, type Captcha } from './useCaptcha';
