import { fingerprintOf, type SchemaFacts } from './canonical';
import { contractFacts, METHODS, type EndpointFacts } from './facts';

/**
 * `release.json`, written by each build beside its mf-manifest.json (docs/wire-contract.md, "Delivery
 * of remotes"): which app and build it is, the kernel range it needs from the shell, and the contract
 * it was built against (the facts of the endpoints it calls).
 */
export interface ReleaseRecord {
  app: string;
  /** The federation name (`mfe_games`). */
  name: string;
  version: string;
  commit: string | null;
  kernel: { requires: string; imports: string[] };
  contract: { endpoints: EndpointFacts[] };
}

/** The shell's `release.json`: the same, with the kernel version it carries. */
export interface ShellReleaseRecord extends Omit<ReleaseRecord, 'kernel'> {
  kernel: { provides: string; requires?: string; imports?: string[] };
}

export interface ReleaseInput {
  app: string;
  name: string;
  version: string;
  commit: string | null;
  requires: string;
  imports: readonly string[];
  /** The names the build imports from the contract; only the endpoints among them are kept. */
  endpoints: readonly string[];
}

/** A build's release record, its contract taken from today's endpoint table. */
export function releaseRecord(input: ReleaseInput): ReleaseRecord {
  const { app, name, version, commit, requires, imports, endpoints } = input;
  return { app, name, version, commit, kernel: { requires, imports: [...imports] }, contract: { endpoints: contractFacts(endpoints) } };
}

const MAX_TEXT = 200;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A part's facts, whose fingerprint is its schema's: a record edited by hand after the build is refused. */
function isSchemaFacts(value: unknown): value is SchemaFacts {
  if (!isObject(value) || typeof value.fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(value.fingerprint)) return false;
  const schema = value.schema;
  return (typeof schema === 'boolean' || isObject(schema)) && fingerprintOf(schema) === value.fingerprint;
}

function isEndpointFacts(value: unknown): value is EndpointFacts {
  if (!isObject(value) || !METHODS.includes(value.method as EndpointFacts['method'])) return false;
  if (typeof value.path !== 'string' || !value.path.startsWith('/') || value.path.length > 500) return false;
  return isSchemaFacts(value.answer) && (['params', 'query', 'body'] as const).every((part) => value[part] === undefined || isSchemaFacts(value[part]));
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** A remote's release record read from its text; null when it is not one (any part malformed). */
export function parseReleaseRecord(text: string): ReleaseRecord | null {
  const value = parse(text);
  if (!value || !isText(value.app) || !isText(value.name) || !isText(value.version)) return null;
  if (value.commit !== null && !isText(value.commit)) return null;
  const { kernel, contract } = value;
  if (!isObject(kernel) || !isText(kernel.requires) || !Array.isArray(kernel.imports) || !kernel.imports.every(isText)) return null;
  if (!isObject(contract) || !Array.isArray(contract.endpoints) || !contract.endpoints.every(isEndpointFacts)) return null;
  return value as unknown as ReleaseRecord;
}

/** The kernel version the shell's release record says it carries; null when there is none. */
export function kernelProvided(text: string): string | null {
  const kernel = parse(text)?.kernel;
  return isObject(kernel) && isText(kernel.provides) ? kernel.provides : null;
}
