/** The authenticator app (TOTP) of the security centre, and its codes for the two-factor step. */
export { hasAuthenticator, takeAuthenticatorCode } from './service';
export { guardSecondFactor } from './second-factor-guard';
// The TOTP itself and the sealing of its secret, for the other holders of an authenticator (operators).
export { matchStep, newSecret, otpauthUri } from './totp';
export { openBound as openTotpSecret, sealBound as sealTotpSecret } from './keys';
