import * as client from 'openid-client';
import type { IdentityProviderConfig } from '../identity-providers';
import type { Language } from '../http/messages';

/** The portal's languages as OpenID's `ui_locales` names them (BCP 47); a provider takes what it has. */
const UI_LOCALES: Record<Language, string> = { MY: 'my', EN: 'en', CN: 'zh-CN' };

/*
 * openid-client behind one file: discovery, the authorization URL (state, nonce, S256 PKCE) and the
 * code exchange, whose checks are the library's (state, issuer, ID token signature, audience, expiry,
 * nonce), never ours. Plain http issuers are allowed only on loopback (the local provider).
 */

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

export interface OidcClient {
  /** `language`: the portal's (the request's), as the provider's pages should speak it (`ui_locales`). */
  authorizationRequest(provider: IdentityProviderConfig, redirectUri: string, language: Language): Promise<AuthorizationRequest>;
  /** Exchanges the callback's code; throws whatever the provider or a check refused. */
  exchange(
    provider: IdentityProviderConfig,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createOidcClient(): OidcClient {
  // One discovery per provider and server; a failed one is not kept, so the next click tries again.
  const configurations = new Map<string, Promise<client.Configuration>>();

  function configuration(provider: IdentityProviderConfig): Promise<client.Configuration> {
    let found = configurations.get(provider.id);
    if (!found) {
      const issuer = new URL(provider.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined);
      found.catch(() => configurations.delete(provider.id));
      configurations.set(provider.id, found);
    }
    return found;
  }

  return {
    async authorizationRequest(provider, redirectUri, language) {
      const config = await configuration(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: UI_LOCALES[language],
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async exchange(provider, callbackUrl, checks) {
      const config = await configuration(provider);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 255) : null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        // An address the provider has not verified is not the person's: it is not kept.
        email: claims.email_verified === false ? null : text(claims.email)?.toLowerCase() ?? null,
        name: text(claims.name),
      };
    },
  };
}
