// Only the route: the page itself is a lazy chunk (see OpsRemotesRoute).
export { OpsRemotesRoute } from './OpsRemotesRoute';
