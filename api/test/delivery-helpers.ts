import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { OverrideLink, ReleaseHistory, RemoteRollout, RemotesOverview, VisitorRegistryEntry } from '@portal/shared/contracts';
import { releaseRecord, type ReleaseRecord } from '@portal/shared/contracts/compat';
import type { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import type { TestServer } from './helpers/server';

/** The registry file every delivery test starts from (the embedded default). */
export const FILE_REGISTRY = {
  'mfe-games': { entry: '/remotes/mfe-games/1.0.0/mf-manifest.json', version: '1.0.0' },
  'mfe-lottery': { entry: '/remotes/mfe-lottery/1.0.0/mf-manifest.json', version: '1.0.0' },
};

/** A build's manifest as Module Federation writes it (the parts the registry checks: name, exposes). */
export function manifestOf(remote: string, overrides: Record<string, unknown> = {}) {
  const name = remote.replace(/-/g, '_');
  return { id: name, name, metaData: { name }, shared: [], remotes: [], exposes: [{ id: `${name}:App`, name: 'App', path: './App', assets: {} }], ...overrides };
}

/** The contract endpoints a fixture build of each remote calls (real names of the endpoint table). */
const CALLS: Record<string, string[]> = {
  'mfe-lottery': ['lotteryGameMenus', 'lotteryTodayOrders', 'lotteryBetting', 'memberInfo'],
};

/** The kernel version the fixture shell carries; fixture builds require `^` of it. */
export const SHELL_KERNEL = '1.0.0';

/** A build's release record as its build writes it (release.json), made against today's contract. */
export function releaseOf(remote: string, version: string, overrides: Partial<ReleaseRecord> = {}): ReleaseRecord {
  const record = releaseRecord({
    app: remote,
    name: remote.replace(/-/g, '_'),
    version,
    commit: null,
    requires: `^${SHELL_KERNEL}`,
    imports: ['useBus', 'api'],
    endpoints: CALLS[remote] ?? ['memberInfo'],
  });
  return { ...record, ...overrides };
}

/** The live shell's release record (`<shellDir>/release.json`): the kernel it carries. */
export async function writeShellRelease(server: TestServer, provides = SHELL_KERNEL): Promise<void> {
  await fs.mkdir(server.shellDir, { recursive: true });
  await fs.writeFile(path.join(server.shellDir, 'release.json'), JSON.stringify({ ...releaseOf('shell', '1.0.0'), kernel: { provides, imports: [] } }));
}

const written = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/**
 * Deploys builds where the API serves them (`/remotes/<remote>/<version>/`): the manifest and the
 * release record (none when `release` gives null), beside a live shell (its release record written
 * when there is none yet).
 */
export async function publish(
  server: TestServer,
  remote: string,
  versions: string[],
  manifest: (version: string) => unknown = () => manifestOf(remote),
  release: (version: string) => unknown = (version) => releaseOf(remote, version),
): Promise<void> {
  await fs.access(path.join(server.shellDir, 'release.json')).catch(() => writeShellRelease(server));
  for (const version of versions) {
    const dir = path.join(server.remotesRoot, remote, 'dist', version);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'mf-manifest.json'), written(manifest(version)));
    const record = release(version);
    if (record !== null) await fs.writeFile(path.join(dir, 'release.json'), written(record));
  }
}

/**
 * A CDN (`deliveryManifestFetch`): `https://<any host>/<remote>/<version>/mf-manifest.json` answers that
 * remote's valid manifest, and `…/release.json` its valid release record, unless the host is listed as
 * down; anything else is a 404.
 */
export function cdnFetch(down: string[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    const match = /^\/(mfe-[a-z]+)\/([^/]+)\/(mf-manifest|release)\.json$/.exec(url.pathname);
    if (!match || down.includes(url.host)) return new Response('not found', { status: 404 });
    const body = match[3] === 'release' ? releaseOf(match[1]!, match[2]!) : manifestOf(match[1]!);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export async function writeFileRegistry(server: TestServer, registry: unknown = FILE_REGISTRY): Promise<void> {
  await fs.writeFile(server.remotesRegistry, JSON.stringify(registry));
}

/** The ops API as scripts/registry.mjs and the ops page call it. */
export function opsApi(client: TestClient, adminToken: string | null = ADMIN_TOKEN) {
  const headers: Record<string, string> = adminToken ? { 'Admin-Token': adminToken } : {};
  const post = <T>(path: string, body: Record<string, unknown>) => client.call<T>('POST', `/wps/admin/remotes/${path}`, { headers, body: { actor: 'tester', reason: 'test', ...body } });
  return {
    overview: () => client.get<RemotesOverview>('/wps/admin/remotes', { headers }),
    history: (remote?: string) => client.get<ReleaseHistory>(`/wps/admin/remotes/history${remote ? `?remote=${remote}` : ''}`, { headers }),
    set: (remote: string, version: string, extra: Record<string, unknown> = {}) => post<RemoteRollout>('set', { remote, version, ...extra }),
    canary: (remote: string, version: string, percent: number, extra: Record<string, unknown> = {}) => post<RemoteRollout>('canary', { remote, version, percent, ...extra }),
    widen: (remote: string, percent: number, extra: Record<string, unknown> = {}) => post<RemoteRollout>('widen', { remote, percent, ...extra }),
    promote: (remote: string) => post<RemoteRollout>('promote', { remote }),
    rollback: (remote: string, extra: Record<string, unknown> = {}) => post<RemoteRollout>('rollback', { remote, ...extra }),
    overrideLink: (remote: string, version: string, minutes = 60) =>
      client.call<OverrideLink>('POST', '/wps/admin/remotes/override-link', { headers, body: { remote, version, minutes, actor: 'tester' } }),
  };
}

export type Registry = Record<string, VisitorRegistryEntry>;

/** A browser: keeps the cookies the server sets, sends them back (like fetch with credentials). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly server: TestServer, readonly headers: Record<string, string> = {}) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers, ...(init.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = await fetch(this.server.url + path, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (/max-age=0(;|$)/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** The shell's health beacon from this browser's page (its cookies go with it, as sendBeacon sends them). */
  beacon(reports: unknown[], contentType = 'application/json'): Promise<Response> {
    return this.fetch('/wps/remotes/health', { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify({ reports }) });
  }

  async registry(headers: Record<string, string> = {}): Promise<Registry> {
    const response = await this.fetch('/remotes.json', { headers });
    if (response.status !== 200) throw new Error(`/remotes.json answered ${response.status}`);
    return (await response.json()) as Registry;
  }
}

/** Posts a health batch as the shell's sendBeacon does (no cookie: a forger's; see Browser.beacon for a page's). */
export function reportHealth(server: TestServer, reports: unknown[], contentType = 'application/json'): Promise<Response> {
  return fetch(`${server.url}/wps/remotes/health`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify({ reports }) });
}

/** A visitor's page: read the registry, load `remote`, report the load's outcome with its token (as the shell does). */
export async function visitAndReport(server: TestServer, remote: string, outcome: string): Promise<{ browser: Browser; report: { remote: string; version: string; outcome: string; token: string } }> {
  const browser = new Browser(server);
  const entry = (await browser.registry())[remote]!;
  const report = { remote, version: entry.version, outcome, token: entry.token! };
  const answer = await browser.beacon([report]);
  if (answer.status !== 200) throw new Error(`health beacon answered ${answer.status}`);
  return { browser, report };
}
