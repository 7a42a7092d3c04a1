// The remote registry (/remotes.json) is the one place that says which build of each remote the page
// uses. It is fetched at run time, never baked into the shell, so ops can swap a remote by editing it.
export const REMOTE_NAMES = ['mfe-games', 'mfe-member', 'mfe-agent', 'mfe-lottery', 'mfe-promotions'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RegistryEntry {
  entry: string;
  version: string;
}
export type Registry = Partial<Record<RemoteName, RegistryEntry>>;

export const REGISTRY_URL = '/remotes.json';

function isEntry(value: unknown): value is RegistryEntry {
  const v = value as RegistryEntry | null;
  return !!v && typeof v.entry === 'string' && typeof v.version === 'string';
}

export function parseRegistry(json: unknown): Registry {
  const registry: Registry = {};
  if (!json || typeof json !== 'object') return registry;
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    if (isEntry(value)) registry[name] = { entry: value.entry, version: value.version };
  }
  return registry;
}

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** Module Federation names must be identifiers; the registry and URLs use the package folder name. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
