export { startStandalone, type StandaloneOptions } from './startStandalone';
