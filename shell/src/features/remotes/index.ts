export { RemoteSlot } from './RemoteSlot';
export { REMOTE_NAMES, parseRegistry, type RemoteName, type Registry } from './registry';
