import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { ApiError, notFound } from '../http/api-error';
import { NO_STORE, remoteFileCacheControl } from './cache';
import { inside, isFile, safeRelativePath, SEND_OPTIONS } from './files';

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
    if (!NAME.test(name) || !VERSION.test(version) || !file || version.includes('..')) throw notFound();
    const root = inside(config.remotesRoot, path.join(name, 'dist', version));
    if (!root || !inside(root, file) || !(await isFile(path.join(root, MANIFEST))) || !(await isFile(path.join(root, file)))) {
      throw notFound();
    }
    reply.header('cache-control', remoteFileCacheControl(file));
    return reply.sendFile(file, root, SEND_OPTIONS);
  });
}

async function readRegistry(file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
    throw error;
  }
}
