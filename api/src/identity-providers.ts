import type { IdentityProviderKind } from '@portal/shared/contracts';

/*
 * Which OpenID providers the site signs in with, from the environment:
 *
 *   OIDC_GOOGLE_CLIENT_ID / OIDC_GOOGLE_CLIENT_SECRET        Google (issuer https://accounts.google.com)
 *   OIDC_FACEBOOK_CLIENT_ID / OIDC_FACEBOOK_CLIENT_SECRET    Facebook (issuer https://www.facebook.com)
 *   OIDC_LOCAL_ISSUER [OIDC_LOCAL_CLIENT_ID, OIDC_LOCAL_CLIENT_SECRET, OIDC_LOCAL_NAME]
 *                                                          any OpenID provider by its issuer; `npm start`
 *                                                          points it at the local provider (idp/)
 *
 * A preset's issuer may be moved with OIDC_<ID>_ISSUER (a test double, a regional endpoint). A provider
 * is on when its client id (or, for `local`, its issuer) is set; none set: no one-click buttons.
 */

export interface IdentityProviderConfig {
  id: string;
  name: string;
  kind: IdentityProviderKind;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Preset {
  id: string;
  name: string;
  kind: IdentityProviderKind;
  issuer: string;
}

const PRESETS: readonly Preset[] = [
  { id: 'google', name: 'Google', kind: 'google', issuer: 'https://accounts.google.com' },
  { id: 'facebook', name: 'Facebook', kind: 'facebook', issuer: 'https://www.facebook.com' },
];

/** The local provider's client as idp/server.mjs registers it by default: a demo pair, not a secret. */
export const LOCAL_CLIENT = { id: 'portal-demo', secret: 'portal-demo-secret', name: 'Portal ID (demo)' } as const;

export function identityProvidersOf(env: NodeJS.ProcessEnv): IdentityProviderConfig[] {
  const providers: IdentityProviderConfig[] = [];
  for (const preset of PRESETS) {
    const key = preset.id.toUpperCase();
    const clientId = env[`OIDC_${key}_CLIENT_ID`];
    if (!clientId) continue;
    const clientSecret = env[`OIDC_${key}_CLIENT_SECRET`];
    if (!clientSecret) throw new Error(`OIDC_${key}_CLIENT_SECRET must be set with OIDC_${key}_CLIENT_ID`);
    providers.push({ ...preset, issuer: issuerUrl(`OIDC_${key}_ISSUER`, env[`OIDC_${key}_ISSUER`] ?? preset.issuer), clientId, clientSecret });
  }
  if (env.OIDC_LOCAL_ISSUER) {
    providers.push({
      id: 'local',
      name: env.OIDC_LOCAL_NAME || LOCAL_CLIENT.name,
      kind: 'oidc',
      issuer: issuerUrl('OIDC_LOCAL_ISSUER', env.OIDC_LOCAL_ISSUER),
      clientId: env.OIDC_LOCAL_CLIENT_ID || LOCAL_CLIENT.id,
      clientSecret: env.OIDC_LOCAL_CLIENT_SECRET || LOCAL_CLIENT.secret,
    });
  }
  return providers;
}

/** A misspelt issuer should stop the start, not fail at the first click. */
function issuerUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/$/, '');
}
