import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import { notFound } from '../http/api-error';
import { NO_CACHE, NO_STORE, shellFileCacheControl } from './cache';
import { inside, isDirectory, isFile, safeRelativePath, SEND_OPTIONS } from './files';

/*
 * The shell SPA from SHELL_DIR: real files as they are, and index.html for every other GET that is
 * not an API or remote path, so client-side routes (/member/securityCenter) survive a reload.
 */

const NOT_SPA = ['/wps', '/lgw', '/remotes'];
const INDEX = 'index.html';

export const SHELL_NOT_BUILT =
  'The portal shell is not built yet: run `npm run build` (or `npm start`, which builds what is missing), then reload.\n';

function isApiPath(url: string): boolean {
  return NOT_SPA.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/** A last segment with an extension names a file: a missing one is a 404, not the SPA page. */
function looksLikeFile(relative: string): boolean {
  return path.posix.extname(relative) !== '';
}

export async function shellRoutes(app: FastifyInstance, config: ApiConfig): Promise<void> {
  const shellDir = config.shellDir;

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    if (isApiPath(request.url)) throw notFound();
    const relative = safeRelativePath(request.params['*']);
    if (relative === null || (relative && !inside(shellDir, relative))) throw notFound();

    if (!(await isDirectory(shellDir)) || !(await isFile(path.join(shellDir, INDEX)))) {
      return reply.code(503).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(SHELL_NOT_BUILT);
    }
    if (relative && relative !== INDEX && (await isFile(path.join(shellDir, relative)))) {
      reply.header('cache-control', shellFileCacheControl(relative));
      return reply.sendFile(relative, shellDir, SEND_OPTIONS);
    }
    if (relative && looksLikeFile(relative) && relative !== INDEX) throw notFound();
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile(INDEX, shellDir, SEND_OPTIONS);
  });
}
