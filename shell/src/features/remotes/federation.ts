import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { bus } from '@portal/kernel';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { fetchRegistry, federationName, type Registry, type RegistryEntry, type RemoteName } from './registry';
import { remoteFailurePlugin } from './remoteFailurePlugin';

// The loader keeps what it registered, so a changed registry entry (a hot swap) re-registers exactly
// that remote with `force`, and an unchanged one is never fetched twice.
const registered = new Map<RemoteName, RegistryEntry>();
let instance: ModuleFederation | null = null;
let registryFetch: { token: string | null; answer: Promise<Registry> } | null = null;

function federation(): ModuleFederation {
  if (instance) return instance;
  const mf = getInstance();
  if (!mf) throw new Error('Module Federation runtime is not initialised');
  mf.registerPlugins([
    // Transient network failures of a manifest or chunk get two more tries before the slot gives up.
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } }),
    remoteFailurePlugin(),
  ]);
  instance = mf;
  return mf;
}

/**
 * Reads the registry once per navigation burst: parallel slots share one request, as long as it was
 * asked with the session they have. The page asks for an open remote's code before the session is
 * restored; a slot drawn once it is back asks again, as the account (a canary's cohort is decided by it).
 */
function latestRegistry(): { token: string | null; answer: Promise<Registry> } {
  const token = bus.session$.value.token;
  if (!registryFetch || registryFetch.token !== token) {
    const current: { token: string | null; answer: Promise<Registry> } = {
      token,
      answer: fetchRegistry().finally(() => {
        if (registryFetch === current) registryFetch = null;
      }),
    };
    registryFetch = current;
  }
  return registryFetch;
}

export interface LoadedRemote<T> {
  module: T;
  version: string;
  /** This load's token from the registry, for its health report (none from an older API). */
  token?: string;
}

/** A remote's build failed to load: which version, and what the federation runtime threw (`cause`). */
export class RemoteLoadFailure extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    override readonly cause: unknown,
    readonly token?: string,
  ) {
    super(`${remote} ${version} did not load`);
    this.name = 'RemoteLoadFailure';
  }
}

/** The build of `remote` this page registered last (what a slot still waiting is loading), with the token it came with. */
export function registeredBuild(remote: RemoteName): { version: string; token?: string } | undefined {
  return registered.get(remote);
}

/**
 * Loads `<remote>/<expose>` from the build the registry names right now. Called each time a slot is
 * entered, which is what lets an open page pick up a swapped version on its next navigation.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string, opts: { force?: boolean } = {}): Promise<LoadedRemote<T>> {
  return loadWith<T>(remote, expose, opts, takeBootRead(remote) ?? latestRegistry());
}

/**
 * The registry read the page made as it started, for the remote it opened at (prefetchRemoteModule):
 * that remote's first load uses it rather than reading again, for it is as fresh as the page, and on a
 * member's page the read again would come only once the member is loaded, one more round trip before
 * the page is drawn. Taken once, and only with the session it was asked with; later loads read again.
 */
let bootRead: { remote: RemoteName; token: string | null; answer: Promise<Registry> } | null = null;

function takeBootRead(remote: RemoteName): { token: string | null; answer: Promise<Registry> } | null {
  const read = bootRead;
  if (!read || read.remote !== remote) return null;
  bootRead = null;
  return read.token === bus.session$.value.token ? read : null;
}

async function loadWith<T>(remote: RemoteName, expose: string, opts: { force?: boolean }, read: { token: string | null; answer: Promise<Registry> }): Promise<LoadedRemote<T>> {
  // The read first: it is under way already, and its refusal must reach the slot, whatever fails next.
  const registry = await read.answer;
  const mf = federation();
  // The session changed while the registry was on its way (it came back at boot): what it says is
  // another visitor's; read it again as the page is now.
  if (read.token !== bus.session$.value.token) return loadRemoteModule(remote, expose, opts);
  const entry = registry[remote];
  if (!entry) throw new Error(`${remote} is not in the remote registry`);
  const known = registered.get(remote);
  if (!known || known.entry !== entry.entry || opts.force) {
    mf.registerRemotes([{ name: federationName(remote), entry: entry.entry }], { force: !!known });
  }
  // The latest read's entry (its token is this load's).
  registered.set(remote, entry);
  preloadFirstScreen(mf, remote, expose);
  let module: T | null;
  try {
    module = await mf.loadRemote<T>(`${federationName(remote)}/${expose}`);
  } catch (error) {
    throw new RemoteLoadFailure(remote, entry.version, error, entry.token);
  }
  if (!module) throw new RemoteLoadFailure(remote, entry.version, new Error(`${remote}/${expose} did not load`), entry.token);
  return { module, version: entry.version, token: entry.token };
}

/**
 * What the remote's first screen needs is asked for beside its entry, as soon as its manifest is read:
 * the exposed module's own chunk and stylesheet, and its texts in the language shown (its
 * `texts-<language>` chunk). Left to the runtime, the chunk is asked for once the entry has run and the
 * texts once the module has run: two more round trips before the page is drawn, each one a wave on a
 * slow line. The other languages' texts and the remote's other lazy chunks wait until they are needed.
 */
function preloadFirstScreen(mf: ModuleFederation, remote: RemoteName, expose: string): void {
  const texts = `/texts-${bus.language$.value.toLowerCase()}.`;
  const own = `/__federation_expose_${expose}.`;
  mf.preloadRemote([{ nameOrAlias: federationName(remote), exposes: [`./${expose}`], resourceCategory: 'all', filter: (url) => url.includes(texts) || url.includes(own) }]).catch(() => undefined);
}

/**
 * Starts loading `<remote>/<expose>` now, for a slot that will ask for it soon: the federation runtime
 * keeps the loaded entry and module, so the slot's own load finds them. A failure is the slot's to show.
 */
export function prefetchRemoteModule(remote: RemoteName, expose = 'App'): void {
  const read = latestRegistry();
  bootRead = { remote, ...read };
  loadWith(remote, expose, {}, read).catch(() => undefined);
}
