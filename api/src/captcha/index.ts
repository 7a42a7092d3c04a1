/** Image captchas: issued by key, checked once. */
export { captchaRoutes } from './routes';
export { verifyCaptcha } from './service';
