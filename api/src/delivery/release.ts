import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { MessageKey, MessageParams } from '../http/messages';
import type { Build } from './registry';
import { checkReleaseRecord, federationName } from './releaseRecord';

/*
 * Whether a build of a remote may go live (set, canary, widen, promote): checked before the change,
 * each failed check a reason ops read in their language. The entry's form; its manifest reachable and
 * valid for this remote; then its release record (release.json beside the manifest): the kernel range
 * it needs met by the live shell, and the contract it was built against still served (./releaseRecord.ts).
 * One place the API, the ops page and scripts/registry.mjs go through.
 */

export interface ReleaseRefusal {
  /** The catalogue key of the reason (api/src/http/catalogue/delivery.ts). */
  code: MessageKey;
  params?: MessageParams;
}

/** Where checkRelease reads a build's files: same-origin paths from the API itself, https URLs over the network. */
export interface ManifestSource {
  /** GET of a same-origin path on this server (its own static serving): status and body. */
  local(path: string): Promise<{ status: number; body: string }>;
  /** The fetch for https manifests and release records (a short timeout is applied here). */
  fetch: typeof fetch;
  /** The live shell's release record (the shell's dist folder), null when there is none. */
  shellRelease(): Promise<string | null>;
}

const SAME_ORIGIN_PATH = /^\/(?!\/)[A-Za-z0-9._~+/-]*$/;
const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~+%/-]*)?$/;
/** A developer's own machine (scripts/dev.mjs serves each remote on a localhost port): the file registry only. */
const LOOPBACK_HTTP = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::[0-9]{1,5})?(?:\/[A-Za-z0-9._~+%/-]*)?$/;
const MANIFEST_TIMEOUT_MS = 3_000;
const MANIFEST_MAX_BYTES = 1024 * 1024;
const RELEASE_FILE = 'release.json';

/**
 * An entry is a same-origin path or a plain https URL (host, port, path: no query, no spaces, quotes or
 * `;`), so it can neither leave the page's origin rules nor put anything into its CSP. The file
 * registry, which only developers write, may also name a loopback http dev server.
 */
export function isEntryAllowed(entry: string, options: { loopbackHttp?: boolean } = {}): boolean {
  if (entry.length > 500) return false;
  if (SAME_ORIGIN_PATH.test(entry)) return !entry.split('/').includes('..');
  return HTTPS_URL.test(entry) || (!!options.loopbackHttp && LOOPBACK_HTTP.test(entry));
}

const SERVED = /^\/remotes\/([A-Za-z0-9][A-Za-z0-9_-]{0,63})\/([A-Za-z0-9][A-Za-z0-9._+-]{0,63})\/([A-Za-z0-9._-]+)$/;

/**
 * A same-origin path as this server serves it (api/src/web/remotes.ts: `/remotes/<name>/<version>/<file>`
 * is `<REMOTES_ROOT>/<name>/dist/<version>/<file>`, only from a folder holding an mf-manifest.json):
 * 200 and the file, or 404 for anything it would not serve.
 */
export async function readServedFile(remotesRoot: string, urlPath: string): Promise<{ status: number; body: string }> {
  const match = SERVED.exec(urlPath);
  if (!match || match[2]!.includes('..') || match[3]!.includes('..')) return { status: 404, body: '' };
  const folder = path.join(remotesRoot, match[1]!, 'dist', match[2]!);
  try {
    await fs.access(path.join(folder, 'mf-manifest.json'));
    const file = path.join(folder, match[3]!);
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MANIFEST_MAX_BYTES) return { status: 404, body: '' };
    return { status: 200, body: await fs.readFile(file, 'utf8') };
  } catch {
    return { status: 404, body: '' };
  }
}

/** The shell's release record (`<shellDir>/release.json`, written by its build), null when unreadable or too big. */
export async function readShellRelease(shellDir: string): Promise<string | null> {
  try {
    const file = path.join(shellDir, RELEASE_FILE);
    const stat = await fs.stat(file);
    return stat.isFile() && stat.size <= MANIFEST_MAX_BYTES ? await fs.readFile(file, 'utf8') : null;
  } catch {
    return null;
  }
}

/** The file `name` in the entry's folder: the release record sits beside the manifest. */
function besideEntry(entry: string, name: string): string {
  return entry.startsWith('/') ? entry.slice(0, entry.lastIndexOf('/') + 1) + name : new URL(name, entry).href;
}

/** A build's file (its manifest, its release record): same origin from this server, https over the network. */
async function readBuildFile(url: string, source: ManifestSource): Promise<string | null> {
  try {
    if (url.startsWith('/')) {
      const answer = await source.local(url);
      return answer.status === 200 ? answer.body : null;
    }
    const response = await source.fetch(url, { redirect: 'error', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = await response.text();
    return body.length <= MANIFEST_MAX_BYTES ? body : null;
  } catch {
    return null;
  }
}

interface ManifestShape {
  name?: unknown;
  metaData?: { name?: unknown };
  exposes?: unknown;
}

/** Every reason this build of `remote` may not go live; none: it may. */
export async function checkRelease(remote: string, build: Build, source: ManifestSource): Promise<ReleaseRefusal[]> {
  if (!isEntryAllowed(build.entry)) return [{ code: 'delivery.entry.invalid' }];
  const text = await readBuildFile(build.entry, source);
  if (text === null) return [{ code: 'delivery.manifest.unreachable', params: { entry: build.entry } }];
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(text) as ManifestShape;
  } catch {
    return [{ code: 'delivery.manifest.invalid' }];
  }
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.exposes)) return [{ code: 'delivery.manifest.invalid' }];
  const refusals: ReleaseRefusal[] = [];
  const name = typeof manifest.name === 'string' ? manifest.name : typeof manifest.metaData?.name === 'string' ? manifest.metaData.name : '';
  if (name !== federationName(remote)) refusals.push({ code: 'delivery.manifest.name', params: { found: name || '?', expected: federationName(remote) } });
  const exposesApp = (manifest.exposes as { path?: unknown }[]).some((expose) => expose && expose.path === './App');
  if (!exposesApp) refusals.push({ code: 'delivery.manifest.app' });
  const recordUrl = besideEntry(build.entry, RELEASE_FILE);
  const [record, shell] = await Promise.all([readBuildFile(recordUrl, source), source.shellRelease()]);
  refusals.push(...checkReleaseRecord(remote, record, recordUrl, shell));
  return refusals;
}
