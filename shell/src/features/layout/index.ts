export { Layout } from './Layout';
export { isGamePage } from './nav';
