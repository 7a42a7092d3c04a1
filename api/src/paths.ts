import path from 'node:path';

/**
 * The monorepo root. This file sits at `api/src/paths.ts` and compiles to `api/dist/paths.js`, so two
 * levels up is the repo root from both places; every default path (data/, shell/dist, remotes) hangs
 * off it, which keeps `npm start` independent of the current directory.
 */
export const REPO_ROOT = path.resolve(__dirname, '../..');
