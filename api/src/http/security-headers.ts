import type { FastifyInstance } from 'fastify';

/*
 * Browser security headers on every answer (api/docs/inside.md, "Security headers"). Every answer starts
 * with a policy that allows nothing and no framing (JSON, pictures, files and errors render nothing
 * that needs more); the portal's HTML (api/src/web/shell.ts) and the demo payment page replace it
 * with a policy of their own. HSTS is only sent on HTTPS: `request.protocol` believes a proxy's
 * `X-Forwarded-Proto` only when that proxy is trusted (TRUST_PROXY), so a client on plain HTTP cannot
 * turn it on by claiming https.
 */

export const LOCKED_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Where the portal's links lead, a visitor's path and query stay on the site; other sites see the origin. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features no page of the portal uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** One year. No includeSubDomains: other hosts of the domain (white labels, back office) decide for themselves. */
export const HSTS = 'max-age=31536000';

/**
 * The headers every answer starts with. Also written by the answers the router and Node's parser give
 * before any hook runs (error-handler.ts): a bad URL, a too long parameter, headers too large.
 */
export function lockedHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': LOCKED_CSP,
    'x-content-type-options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(lockedHeaders(request.protocol === 'https'));
  });
}

export interface PortalPageSources {
  /** Origins of the remotes in the registry that are not the portal's own (`https://cdn.example`). */
  remoteOrigins: readonly string[];
  /** Origins of the configured bot check's widget script (a vendor's), none for the self-hosted one or `off`. */
  botCheckOrigins: readonly string[];
  /** This answer's nonce for the `<style>` elements the apps' style-loader inserts. */
  styleNonce: string;
  /** This answer's nonce for the page's own inline scripts (the build puts its smallest first chunks there). */
  scriptNonce: string;
}

/**
 * The CSP of the portal's HTML. Scripts come only from the portal's own origin, the registry's
 * remote origins and, when a vendor's bot check is configured, that vendor's widget, and inline only with this answer's nonce (the page's own first chunks; no eval);
 * `<style>` elements need this answer's nonce (the apps
 * inject their CSS as `<style>` elements and give them the nonce, see scripts/webpack/style-nonce.cjs);
 * style attributes stay allowed, as back-office HTML carries them and they cannot run script. Pictures,
 * video and embedded video come from wherever the back office points (banners, image CDNs), over https.
 */
export function portalPageCsp({ remoteOrigins, botCheckOrigins, styleNonce, scriptNonce }: PortalPageSources): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  const widget = botCheckOrigins.filter((origin) => !remoteOrigins.includes(origin)).map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}${widget} 'nonce-${scriptNonce}'`,
    `style-src 'self'${remotes} 'nonce-${styleNonce}'`,
    "style-src-attr 'unsafe-inline'",
    `font-src 'self'${remotes} data:`,
    `img-src 'self'${remotes} data: https:`,
    "media-src 'self' https:",
    `connect-src 'self'${remotes}`,
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
