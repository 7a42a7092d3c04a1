import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/*
 * Compression of what the API writes as it answers (JSON, the portal's HTML): brotli at a fast level,
 * gzip for clients without it, nothing under a kilobyte (the headers would outweigh the gain). Built
 * files are not compressed here: the build wrote `.br`/`.gz` copies at the best level once, and
 * @fastify/static picks one by Accept-Encoding (api/src/web/routes.ts); an answer that already has a
 * Content-Encoding is left alone. Event streams are never buffered for compression (the plugin's
 * default types leave text/event-stream out).
 */

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: about gzip's speed with smaller output; 11 is for build time, not per request.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
