import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contracts';
import { lastReadRegistry, onRegistry } from '../remotes';

export interface PinnedRemote {
  remote: RemoteName;
  version: string;
}

function pinnedRemotes(): PinnedRemote[] {
  const registry = lastReadRegistry();
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = registry[remote];
    return entry?.channel === 'override' ? [{ remote, version: entry.version }] : [];
  });
}

// A stable snapshot for useSyncExternalStore: the list changes only when a new registry is read.
let snapshot = pinnedRemotes();

export const pinnedStore = {
  subscribe: (onChange: () => void) =>
    onRegistry(() => {
      snapshot = pinnedRemotes();
      onChange();
    }),
  get: () => snapshot,
};
