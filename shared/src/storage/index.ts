export { STORAGE_KEYS, type StorageKey } from './keys';
export { createKeyValueStore, type KeyValueStore } from './keyValueStore';
export { storage, type PortalStorage } from './storage';
