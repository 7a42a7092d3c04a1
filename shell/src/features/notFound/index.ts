// Only the route: the page itself is a lazy chunk (see NotFoundRoute).
export { NotFoundRoute } from './NotFoundRoute';
