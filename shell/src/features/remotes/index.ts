export { RemoteSlot } from './RemoteSlot';
export { prefetchRemoteModule } from './federation';
export type { RemoteName } from './registry';
