// The local OpenID Connect provider: the stand-in for Google or Facebook on a laptop, so the portal's
// one-click sign-in runs end to end with no account anywhere (`npm start` and the tests start it).
// It is panva's oidc-provider, certified, with sign-in and consent pages of its own (interactions.mjs,
// pages.mjs: in the portal's language, no debug output): any login name with any password is an
// identity of its own (the `sub` is the name), whose e-mail is <name>@idp.local. Nothing here is for
// production: the portal reaches real providers by issuer.
//
//   node idp/server.mjs --port 8183 --redirect-uri http://localhost:8080/wps/identity/callback [--redirect-uri …]
//
// Options may also come from the environment: IDP_PORT, IDP_ISSUER (default http://localhost:<port>),
// IDP_REDIRECT_URIS (comma separated), IDP_CLIENT_ID, IDP_CLIENT_SECRET. The portal's embedded
// defaults for the client are in api/src/identity/providers.ts (LOCAL_CLIENT).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';
import { handleInteraction, INTERACTION_PATH, sendPage } from './interactions.mjs';
import { errorPage, loggedOutPage, logoutPage, PAGE_CSP, pickLanguage } from './pages.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    issuer: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.IDP_PORT ?? 8183);
const host = values.host ?? process.env.IDP_HOST ?? '127.0.0.1';
const issuer = values.issuer ?? process.env.IDP_ISSUER ?? `http://localhost:${port}`;
const redirectUris = values['redirect-uri'] ?? (process.env.IDP_REDIRECT_URIS ?? '').split(',').filter(Boolean);
// The same embedded defaults as the API's (api/src/identity/providers.ts): a demo secret, not a secret.
const clientId = values['client-id'] ?? process.env.IDP_CLIENT_ID ?? 'portal-demo';
const clientSecret = values['client-secret'] ?? process.env.IDP_CLIENT_SECRET ?? 'portal-demo-secret';

if (redirectUris.length === 0) {
  console.error('idp: give the portal callback with --redirect-uri (or IDP_REDIRECT_URIS)');
  process.exit(2);
}

/** A page of the library's (error, sign-out): the request's `ui_locales`, else Accept-Language. */
const languageOf = (ctx) => pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  // The portal always sends S256 PKCE; the provider insists on it, as Google does for new clients.
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        const name = String(sub).replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'user';
        return { sub, email: `${name.toLowerCase()}@idp.local`, email_verified: true, name: sub };
      },
    };
  },
  // Short lives: a code is for one exchange at once, and the demo needs no refresh.
  ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  cookies: { keys: [process.env.IDP_COOKIE_KEY ?? 'portal-local-idp-cookie-key'] },
  // Our own pages, not the library's development ones (which print the request as "DEBUG information").
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource(ctx, form) {
        ctx.set('content-security-policy', PAGE_CSP);
        ctx.body = logoutPage(languageOf(ctx), form);
      },
      postLogoutSuccessSource(ctx) {
        ctx.set('content-security-policy', PAGE_CSP);
        ctx.body = loggedOutPage(languageOf(ctx));
      },
    },
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  renderError(ctx, out) {
    ctx.type = 'html';
    ctx.set('content-security-policy', PAGE_CSP);
    ctx.body = errorPage(languageOf(ctx), out.error);
  },
  // The e-mail and name ride in the ID token, as Google and Facebook put them there.
  conformIdTokenClaims: false,
});

provider.on('server_error', (_ctx, error) => console.error('idp:', error));

const callback = provider.callback();
const server = createServer((req, res) => {
  const match = INTERACTION_PATH.exec(new URL(req.url ?? '/', issuer).pathname);
  if (!match) return callback(req, res);
  handleInteraction(provider, req, res, match[1], Boolean(match[2])).catch((error) => {
    console.error('idp: interaction', error);
    if (!res.headersSent) sendPage(res, 500, errorPage(pickLanguage(null, req.headers['accept-language']), 'server_error'));
    else res.end();
  });
});
server.listen(port, host, () => {
  console.log(`idp: local OpenID provider ${issuer} (client ${clientId}) for ${redirectUris.join(', ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
