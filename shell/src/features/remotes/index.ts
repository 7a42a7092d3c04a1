export { RemoteSlot } from './RemoteSlot';
export { prefetchRemoteModule } from './federation';
export { fetchRegistry, lastReadRegistry, onRegistry, type RemoteName } from './registry';
