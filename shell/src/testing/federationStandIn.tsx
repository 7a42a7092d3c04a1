import type { ComponentType } from 'react';
import { type RemoteAppProps } from '@portal/kernel';

/**
 * A stand-in for the Module Federation runtime and the registry request: unit tests never load a real
 * remote (the e2e suite does). Each registry entry URL maps to a local module, or to a failure.
 */
export interface StandIn {
  registry: Record<string, { entry: string; version: string; channel?: string; token?: string; withdrawn?: string }>;
  modules: Record<string, { default: ComponentType<RemoteAppProps> } | Error>;
  registered: Array<{ name: string; entry: string; force: boolean }>;
  /** What was preloaded ahead of a load: the remote, and which of its assets' URLs the filter keeps. */
  preloaded: Array<{ name: string; exposes: string[]; keeps: (url: string) => boolean }>;
}

export const standIn: StandIn = { registry: {}, modules: {}, registered: [], preloaded: [] };

const current = new Map<string, string>();

export const runtimeStandIn = {
  registerPlugins: () => undefined,
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    for (const remote of remotes) {
      current.set(remote.name, remote.entry);
      standIn.registered.push({ name: remote.name, entry: remote.entry, force: !!options?.force });
    }
  },
  async preloadRemote(args: Array<{ nameOrAlias: string; exposes?: string[]; filter?: (url: string) => boolean }>) {
    for (const arg of args) standIn.preloaded.push({ name: arg.nameOrAlias, exposes: arg.exposes ?? [], keeps: arg.filter ?? (() => true) });
  },
  async loadRemote(id: string) {
    const [name] = id.split('/');
    const entry = current.get(name!);
    const module = entry ? standIn.modules[entry] : undefined;
    if (!module) throw new Error(`no stand-in for ${id}`);
    if (module instanceof Error) throw module;
    return module;
  },
};

export function serveRegistry() {
  globalThis.fetch = (async () => ({ ok: true, status: 200, json: async () => standIn.registry })) as unknown as typeof fetch;
}
