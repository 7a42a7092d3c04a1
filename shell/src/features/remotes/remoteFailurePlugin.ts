import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
}

const listeners = new Set<(failure: RemoteFailure) => void>();

/** Lets the slot (and diagnostics) hear which stage of a remote load failed. */
export function onRemoteFailure(listener: (failure: RemoteFailure) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A dead manifest or chunk fails inside the federation runtime, before React renders anything, so a
 * React error boundary alone never sees it. This plugin reports the failure and offers no fail-over
 * module, so the rejection reaches the slot that asked, which shows its localized message and retry.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const failure = { id, lifecycle, message: error instanceof Error ? error.message : String(error) };
      for (const listener of listeners) listener(failure);
      console.warn(`[remotes] ${id} failed at ${lifecycle}: ${failure.message}`);
      return undefined;
    },
  };
}
