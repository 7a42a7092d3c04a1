import path from 'node:path';

/*
 * Cache policy of the static files (docs/wire-contract.md, "Static serving"): what names a moving
 * target (registry, manifests, remote entries, index.html) is revalidated or never stored; content-
 * hashed files never change under their name, so browsers keep them for a year without asking.
 */

export const NO_STORE = 'no-store';
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files of a remote's version folder that keep their name across builds. */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

export function remoteFileCacheControl(file: string): string {
  return REMOTE_ENTRY_FILES.has(path.posix.basename(file)) ? NO_CACHE : IMMUTABLE;
}

/** `main.3f9a1c2b.js`, `vendors-7a2c9e4f1b.css`: a run of 8+ hex digits just before the extension. */
const CONTENT_HASH = /[.\-_][0-9a-f]{8,}(\.[A-Za-z0-9]+)+$/;

export function shellFileCacheControl(file: string): string {
  return CONTENT_HASH.test(path.posix.basename(file)) ? IMMUTABLE : NO_CACHE;
}
