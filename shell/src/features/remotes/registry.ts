// The remote registry (/remotes.json) is the one place that says which build of each remote the page
// uses. It is fetched at run time, never baked into the shell, and answered per visitor: the
// API decides a visitor's canary (sticky, by its cookie; a cohort by the session) or this browser's
// override, and says so in each entry's `channel`.
import { bus } from '@portal/kernel';
import { REMOTE_CHANNELS, REMOTE_NAMES, REMOTES, type RemoteChannel, type RemoteName, type VisitorRegistryEntry } from '@portal/shared/contracts';
import { merchantCode } from '../../app/brand';

export type { RemoteName };

/**
 * One remote's build for this visitor; `channel` is `stable` when the registry does not say. `token` is
 * this load's token (the health report sends it back), `withdrawn` the test build ops withdrew from
 * this browser's override.
 */
export type RegistryEntry = VisitorRegistryEntry & { channel: RemoteChannel };
export type Registry = Partial<Record<RemoteName, RegistryEntry>>;

export const REGISTRY_URL = '/remotes.json';

function isEntry(value: unknown): value is VisitorRegistryEntry {
  const v = value as VisitorRegistryEntry | null;
  return !!v && typeof v.entry === 'string' && typeof v.version === 'string';
}

function channelOf(value: unknown): RemoteChannel {
  return (REMOTE_CHANNELS as readonly unknown[]).includes(value) ? (value as RemoteChannel) : 'stable';
}

/** Keeps the contract's remotes with an entry and a version; unknown keys and remotes are dropped. */
export function parseRegistry(json: unknown): Registry {
  const registry: Registry = {};
  if (!json || typeof json !== 'object') return registry;
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    if (!isEntry(value)) continue;
    registry[name] = { entry: value.entry, version: value.version, channel: channelOf(value.channel) };
    if (typeof value.token === 'string') registry[name]!.token = value.token;
    if (typeof value.withdrawn === 'string') registry[name]!.withdrawn = value.withdrawn;
  }
  return registry;
}

/**
 * With a session, the request carries what the HTTP client sends on a T call (`Authorization`: the raw
 * token, from the bus) and the `Merchant` header (the code the shell configured the client with), so
 * the server can place an agent, a merchant's members or listed accounts in a canary's cohort. A guest
 * sends neither: its share is decided by the visitor cookie alone.
 */
function registryHeaders(): Record<string, string> {
  const token = bus.session$.value.token;
  return token ? { Authorization: token, Merchant: merchantCode() } : {};
}

type Listener = (registry: Registry) => void;
const listeners = new Set<Listener>();
let latest: Registry = {};

/** The registry this page read last (the override banner shows what it pins). */
export function lastReadRegistry(): Registry {
  return latest;
}

export function onRegistry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store', headers: registryHeaders() });
  if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
  latest = parseRegistry(await response.json());
  for (const listener of listeners) listener(latest);
  return latest;
}

/** The remote's Module Federation name (an identifier; the registry and URLs use the package folder name). */
export function federationName(remote: RemoteName): string {
  return REMOTES.find((one) => one.name === remote)!.federation;
}
