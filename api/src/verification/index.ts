/** SMS and e-mail codes (register, no-login, bind, second factor) and the normalized number and address. */
export { checkCode, issueCode } from './codes';
export { normalizePhone, phoneDigits } from './phone';
export { memberLanguage, mobileExists, mobileNotFound, normalizeEmail } from './service';
