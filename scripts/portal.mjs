// Facts about the repo that the start, build, registry and test scripts share.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes' facts, from the one list (shared/src/contracts/delivery/remotes.ts). */
export const REMOTE_FACTS = createRequire(import.meta.url)('./remotes.cjs').REMOTES;
export const REMOTES = REMOTE_FACTS.map((remote) => remote.name);
export const APPS = ['shell', ...REMOTES];
export const DEFAULT_REGISTRY = path.join(ROOT, 'data', 'remotes.json');

export function packageVersion(dir) {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
}

/** Where `npm run build -w <app>` puts its output: remotes get a folder per version. */
export function buildOutput(app, version = packageVersion(app)) {
  return app === 'shell' ? path.join(ROOT, 'shell', 'dist', 'index.html') : path.join(ROOT, app, 'dist', version, 'mf-manifest.json');
}

export function isBuilt(app) {
  return existsSync(buildOutput(app));
}

export const API_BUILD = path.join(ROOT, 'api', 'dist', 'main.js');

/**
 * The local OpenID provider (idp/server.mjs) for a portal on `portalPort`: the embedded default of
 * one-click sign-in, so the whole flow runs on a laptop. It listens on IDP_PORT (default the portal's
 * port + 1000) and takes the portal's callback on localhost and 127.0.0.1, and on PUBLIC_URL when set
 * (the API sends people back to PUBLIC_URL only). Answers the child and the env that points the API at
 * it; `LOCAL_IDP=off` (or a local issuer set already) starts nothing.
 */
export function startLocalIdp(portalPort, env = process.env) {
  if (env.LOCAL_IDP === 'off' || env.OIDC_LOCAL_ISSUER) return { child: null, env: {} };
  const idpPort = Number(env.IDP_PORT || Number(portalPort) + 1000);
  const issuer = `http://localhost:${idpPort}`;
  const args = [path.join(ROOT, 'idp', 'server.mjs'), '--port', String(idpPort), '--issuer', issuer];
  const origins = ['localhost', '127.0.0.1'].map((host) => `http://${host}:${portalPort}`);
  if (env.PUBLIC_URL) origins.push(env.PUBLIC_URL.replace(/\/+$/, ''));
  for (const origin of new Set(origins)) args.push('--redirect-uri', `${origin}/wps/identity/callback`);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, env: { OIDC_LOCAL_ISSUER: issuer } };
}
