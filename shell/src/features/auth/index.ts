import './i18n';
import { keepLandingCodes } from './landingCodes';

// At page load, before any redirect drops the query.
keepLandingCodes();

export { LoginModal } from './LoginModal';
export { RegisterModal } from './RegisterModal';
export { updateRememberedPassword } from './rememberLogin';
export { CaptchaField } from './CaptchaField';
export { useCaptcha, type Captcha } from './useCaptcha';
