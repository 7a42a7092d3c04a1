/** The same-origin static serving: the remote registry, the remotes, the shell SPA and their cache policy. */
export { IMMUTABLE, NO_CACHE } from './cache';
