export type { RemoteAppProps } from './remoteApp';
export { startStandalone, type StandaloneOptions } from './startStandalone';
