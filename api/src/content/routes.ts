import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { helpCenter as helpCenterEndpoint, MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { notFound } from '../http/api-error';
import { languageCode, languageOf } from '../http/language';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { REPO_ROOT } from '../paths';
import { IMMUTABLE, NO_CACHE } from '../web';
import { FONT_FILE_PATTERN, fontFile } from './fonts';
import { announcements, bannerSvg, helpCenter, parseTypes } from './service';

interface BannerParams {
  file: string;
}

interface BannerQuery {
  v?: string;
}

/** The banner artwork is an SVG for an <img>, not a call of the contract: its own schema. */
const bannerSchema = {
  params: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', pattern: '^[0-9]{1,9}\\.svg$' } },
  },
  querystring: {
    type: 'object',
    // `lang` and `text` were part of the URL while the picture had texts: still accepted (a page or a
    // cache from then), no longer used.
    properties: { lang: { type: 'string', maxLength: 8 }, v: { type: 'string', maxLength: 32 }, text: { type: 'string', enum: ['0', '1'] } },
  },
};

/**
 * Banner media the portal ships itself (`api/media/`, the demo's "how to play" clip), so a banner's
 * video needs no outside origin: `/wps/asset/media/<name>.webm`. A few tens of KB, read once.
 */
const MEDIA_DIR = path.join(REPO_ROOT, 'api', 'media');
const mediaSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,64}\\.webm$' } } },
};
/** Files of one folder read once each (by name), with a content etag; a name not there is asked again next time. */
function folderFiles(dir: string): (file: string) => Promise<{ bytes: Buffer; etag: string } | null> {
  const files = new Map<string, Promise<{ bytes: Buffer; etag: string } | null>>();
  return (file) => {
    let loaded = files.get(file);
    if (!loaded) {
      loaded = readFile(path.join(dir, file)).then(
        (bytes) => ({ bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"` }),
        // Not cached: any name of the pattern may be asked for.
        () => {
          files.delete(file);
          return null;
        },
      );
      files.set(file, loaded);
    }
    return loaded;
  };
}
const mediaFile = folderFiles(MEDIA_DIR);

/**
 * The footer's payment, certification and licence pictures (spec §2): brand assets drawn in the repo
 * (`api/media/badges/`), small SVGs with no outside reference, at `/wps/asset/badge/<name>.svg`.
 */
const badgeSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,64}\\.svg$' } } },
};
const badgeFile = folderFiles(path.join(MEDIA_DIR, 'badges'));

const fontSchema = { params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: FONT_FILE_PATTERN } } } };

export async function contentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // Spec §7 query shape: types=B,PL,PU,PR,H&platform=W; the language comes from the header.
  // The token is optional: the popups are the caller's (the session's member, or a guest's).
  route(app, ctx, MCSFE_getListAnnouncements, async (request) =>
    announcements(ctx.db, merchantOf(request).id, languageOf(request), parseTypes(request.query.types), request.session?.member ?? null),
  );

  route(app, ctx, helpCenterEndpoint, async (request) =>
    helpCenter(ctx.db, merchantOf(request).id, languageCode(request.query.lang) ?? languageOf(request)),
  );

  /*
   * Banner artwork: the art alone, the same in every language (the texts are HTML over it). The URL
   * carries a version (`v`) that changes with the picture: the URL of the current version is cached
   * like a content-hashed asset; any other (an old page, no `v`) is revalidated.
   */
  app.get<{ Params: BannerParams; Querystring: BannerQuery }>('/wps/asset/banner/:file', { schema: bannerSchema }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const banner = await bannerSvg(ctx.db, id, request.query.v);
    if (!banner) throw notFound();
    return reply
      .header('cache-control', banner.current ? IMMUTABLE : NO_CACHE)
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, an SVG is a document: it may not run or fetch anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(banner.svg);
  });

  // Revalidated (the name carries no version): an unchanged clip is a 304.
  app.get<{ Params: BannerParams }>('/wps/asset/media/:file', { schema: mediaSchema }, async (request, reply) => {
    const file = await mediaFile(request.params.file);
    if (!file) throw notFound();
    reply.header('cache-control', NO_CACHE).header('etag', file.etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type('video/webm').send(file.bytes);
  });

  // Revalidated like the media; opened on its own, a picture may not run or fetch anything.
  app.get<{ Params: BannerParams }>('/wps/asset/badge/:file', { schema: badgeSchema }, async (request, reply) => {
    const file = await badgeFile(request.params.file);
    if (!file) throw notFound();
    reply
      .header('cache-control', NO_CACHE)
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(file.bytes);
  });

  // The portal's Burmese font for the pages the API renders (content/fonts.ts); revalidated like the media.
  app.get<{ Params: BannerParams }>('/wps/asset/font/:file', { schema: fontSchema }, async (request, reply) => {
    const file = await fontFile(request.params.file);
    if (!file) throw notFound();
    reply.header('cache-control', NO_CACHE).header('etag', file.etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type('font/woff2').send(file.bytes);
  });
}
