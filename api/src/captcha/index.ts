/** Image captchas: issued by key, checked once. */
export { verifyCaptcha } from './service';
