/**
 * Browsers give Web Crypto (crypto.subtle), which the E encryption and the customer-service links
 * need, only to secure pages: HTTPS, or localhost. Opened over plain HTTP on another address (a phone
 * on the LAN) the site cannot work, and says so rather than failing as a network error.
 */
export function lacksSecureContext(): boolean {
  return window.isSecureContext === false || typeof crypto === 'undefined' || !crypto.subtle;
}
