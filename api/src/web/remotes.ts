import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { visitorRegistry } from '../delivery';
import { notFound } from '../http/api-error';
import { remoteFileCacheControl } from './cache';
import { inside, isFile, isSourceMap, safeRelativePath, SEND_OPTIONS } from './files';

/*
 * The remote registry and the remotes' build folders:
 *   /remotes.json                       → per visitor: REMOTES_REGISTRY with the database's rollouts (api/src/delivery)
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

export async function remoteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = ctx.config;
  // Per visitor (api/src/delivery): the file is the default, the database's rollouts
  // (canaries, overrides) win; read on every request, so ops' changes need no restart.
  app.get('/remotes.json', async (request, reply) => visitorRegistry(ctx, request, reply));

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
