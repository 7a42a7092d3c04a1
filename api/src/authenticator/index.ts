/** The authenticator app (TOTP) of the security centre, and its codes for the two-factor step (issue 19). */
export { authenticatorRoutes } from './routes';
export { hasAuthenticator, takeAuthenticatorCode } from './service';
