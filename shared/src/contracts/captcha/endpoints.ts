// The captcha picture (docs/wire-contract.md). Rate limited like the auth calls.
import type { EndpointSpec } from '../endpoint';

/** A new 4-digit code for the key; answers its picture as base64 PNG (no `data:` prefix). */
export const captcha = {
  method: 'GET', path: '/wps/captcha', query: 'CaptchaQuery', answer: 'Text',
} as const satisfies EndpointSpec;
