import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A dead manifest or chunk fails inside the federation runtime, before React renders anything, so a
 * React error boundary alone never sees it. This plugin records which stage failed and offers no
 * fail-over module, so the rejection reaches the slot that asked, which shows its localized message
 * and a retry.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[remotes] ${id} failed at ${lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
