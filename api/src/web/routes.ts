import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { pageHints } from './page-hints';
import { remoteRoutes } from './remotes';
import { shellRoutes } from './shell';

/** Static serving on the API's origin: the remote registry, the remotes, and the shell SPA. */
export async function webRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Only for reply.sendFile (content types, ETag/304, ranges, HEAD); our own routes pick the files.
  // preCompressed: the build's `.br`/`.gz` copy of a file by Accept-Encoding (Vary set), else the file.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  await remoteRoutes(app, ctx);
  await shellRoutes(app, ctx, pageHints(ctx));
}
