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

/** The register fields a one-click identity stands for: the provider proved a person and keeps the secret. */
export const PROVEN_BY_IDENTITY: readonly string[] = ['username', 'password', 'confirmPassword', 'captcha'];

/**
 * Whether a site's register form asks a person for more than a one-click identity gives (a mobile
 * number and its code, a bank account name, …): then the identity registers through that form, and the
 * short sign-up (a username and the terms) is refused by the server and not offered by the shell.
 */
export function registerAsksMoreThanIdentity(rules: Readonly<Record<string, { enabled: boolean; required: boolean } | undefined>>): boolean {
  return Object.entries(rules).some(([field, rule]) => !PROVEN_BY_IDENTITY.includes(field) && rule?.enabled === true && rule.required);
}
