/** The same-origin static serving: the remote registry, the remotes, the shell SPA and their cache policy. */
export { webRoutes } from './routes';
export { IMMUTABLE, NO_CACHE } from './cache';
