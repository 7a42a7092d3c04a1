export { Layout } from './Layout';
export { isGamePage, HEADER_NAV } from './nav';
