export { RemoteSlot } from './RemoteSlot';
export type { RemoteName } from './registry';
