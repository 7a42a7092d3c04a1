// Facts about the repo that the start, build, registry and test scripts share.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery', 'mfe-promotions'];
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
