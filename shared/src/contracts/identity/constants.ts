// What the provider's callback page (a page of the API) posts to the popup's opener, the shell.
/**
 * What the callback page posts to its opener (`window.postMessage`, this origin only) before it
 * closes: a one-time ticket (2 minutes) for `identitySession` or `identityLink`, or the message key
 * of a failure (`identity.failed`: the provider refused, the state or code was not good).
 */
export const IDENTITY_MESSAGE_TYPE = 'portal-identity';
export interface IdentityCallbackMessage {
  type: typeof IDENTITY_MESSAGE_TYPE;
  ticket?: string;
  error?: string;
}
