import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { ApiError, notFound } from '../http/api-error';
import { NO_STORE, remoteFileCacheControl } from './cache';
import { inside, isFile, isSourceMap, safeRelativePath, SEND_OPTIONS } from './files';

/*
 * The remote registry and the remotes' build folders:
 *   /remotes.json                       → REMOTES_REGISTRY, read on every request (ops edit it live)
 *   /remotes/<name>/<version>/<file>    → <REMOTES_ROOT>/<name>/dist/<version>/<file>
 * Only a folder holding an mf-manifest.json is served, so the mapping cannot be turned into a
 * window on the rest of REMOTES_ROOT (which by default is the whole repo).
 */

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;
const MANIFEST = 'mf-manifest.json';

interface RemoteParams {
  name: string;
  version: string;
  '*': string;
}

export async function remoteRoutes(app: FastifyInstance, config: ApiConfig): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const text = await readRegistry(config.remotesRegistry);
    try {
      JSON.parse(text);
    } catch {
      // Serving a broken registry would break every page load in the browser; say so loudly here.
      request.log.error({ file: config.remotesRegistry }, 'remote registry is not valid JSON');
      throw new ApiError(500, 'system.error', 'system.error');
    }
    return reply.type('application/json; charset=utf-8').send(text);
  });

  app.get<{ Params: RemoteParams }>('/remotes/:name/:version/*', async (request, reply) => {
    // The MF runtime fetches manifests cross-origin when a remote runs on its own dev origin.
    reply.header('access-control-allow-origin', '*');
    const { name, version } = request.params;
    const file = safeRelativePath(request.params['*']);
    if (!NAME.test(name) || !VERSION.test(version) || !file || version.includes('..') || isSourceMap(file)) throw notFound();
    const root = inside(config.remotesRoot, path.join(name, 'dist', version));
    if (!root || !inside(root, file) || !(await isFile(path.join(root, MANIFEST))) || !(await isFile(path.join(root, file)))) {
      throw notFound();
    }
    reply.header('cache-control', remoteFileCacheControl(file));
    return reply.sendFile(file, root, SEND_OPTIONS);
  });
}

/**
 * The origins, other than the page's own, that the registry loads remotes from right now: the
 * portal's CSP lets scripts (and their fonts, pictures and manifest fetches) come from them. Read on
 * every page like /remotes.json itself, so a swap to a remote on a new origin needs no restart. A
 * missing or broken registry adds none (the page then shows each remote's error, see above).
 */
export async function registryOrigins(file: string): Promise<string[]> {
  let registry: unknown;
  try {
    registry = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return [];
  }
  if (!registry || typeof registry !== 'object') return [];
  const origins = new Set<string>();
  for (const value of Object.values(registry)) {
    const entry = (value as { entry?: unknown } | null)?.entry;
    const origin = typeof entry === 'string' ? remoteOrigin(entry) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

const SAME_ORIGIN = 'http://same-origin.invalid';

/** `https://cdn.example` for an absolute http(s) entry; null for the usual `/remotes/…` path or anything else. */
function remoteOrigin(entry: string): string | null {
  try {
    const url = new URL(entry, SAME_ORIGIN);
    return url.origin !== SAME_ORIGIN && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
  } catch {
    return null;
  }
}

async function readRegistry(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
    throw error;
  }
}
