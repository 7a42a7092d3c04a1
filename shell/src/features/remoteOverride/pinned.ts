import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contracts';
import { lastReadRegistry, onRegistry } from '../remotes';

export interface PinnedRemote {
  remote: RemoteName;
  version: string;
}

export interface OverrideState {
  /** The remotes this browser runs pinned by an override link. */
  pinned: PinnedRemote[];
  /** Test builds ops withdrew from this browser's override (the registry says so once): shown until dismissed. */
  withdrawn: PinnedRemote[];
}

function pinnedRemotes(): PinnedRemote[] {
  const registry = lastReadRegistry();
  return REMOTE_NAMES.flatMap((remote) => {
    const entry = registry[remote];
    return entry?.channel === 'override' ? [{ remote, version: entry.version }] : [];
  });
}

function newlyWithdrawn(known: PinnedRemote[]): PinnedRemote[] {
  const registry = lastReadRegistry();
  const news = REMOTE_NAMES.flatMap((remote) => {
    const version = registry[remote]?.withdrawn;
    return version && !known.some((w) => w.remote === remote && w.version === version) ? [{ remote, version }] : [];
  });
  return [...known, ...news];
}

// A stable snapshot for useSyncExternalStore: it changes only when a new registry is read or a notice is
// dismissed. It follows every read, drawn or not: the page reads the registry as it starts (at a remote's
// route), before the band is drawn, and that read may be the only one.
let snapshot: OverrideState = { pinned: pinnedRemotes(), withdrawn: newlyWithdrawn([]) };
const listeners = new Set<() => void>();
onRegistry(() => {
  snapshot = { pinned: pinnedRemotes(), withdrawn: newlyWithdrawn(snapshot.withdrawn) };
  for (const listener of listeners) listener();
});

export const pinnedStore = {
  subscribe: (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  },
  get: () => snapshot,
  /** The visitor read the withdrawal notice. */
  dismissWithdrawn: () => {
    snapshot = { ...snapshot, withdrawn: [] };
    for (const listener of listeners) listener();
  },
};
