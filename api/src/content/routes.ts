import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { notFound } from '../http/api-error';
import { ok } from '../http/envelope';
import { languageCode, languageOf } from '../http/language';
import { merchantOf } from '../http/request-context';
import { IMMUTABLE, NO_CACHE } from '../web/cache';
import { announcementsSchema, bannerSchema, helpCenterSchema, type AnnouncementsQuery, type BannerParams, type BannerQuery, type HelpCenterQuery } from './schemas';
import { announcements, bannerSvg, helpCenter, parseTypes } from './service';

export async function contentRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  // Spec §7 query shape: types=B,PL,PU,PR,H&platform=W; the language comes from the header.
  app.get<{ Querystring: AnnouncementsQuery }>('/wps/relay/MCSFE_getListAnnouncements', { schema: announcementsSchema }, async (request) =>
    ok(await announcements(ctx.db, merchantOf(request).id, languageOf(request), parseTypes(request.query.types))),
  );

  app.get<{ Querystring: HelpCenterQuery }>('/wps/system/helpCenter', { schema: helpCenterSchema }, async (request) =>
    ok(await helpCenter(ctx.db, merchantOf(request).id, languageCode(request.query.lang) ?? languageOf(request))),
  );

  /*
   * Banner artwork. An <img> sends no Language header, so the language is in the URL (`lang`), and so
   * is a version (`v`) that changes with the picture: the URL of the current version is cached like a
   * content-hashed asset; any other (an old page, no `v`) is revalidated.
   */
  app.get<{ Params: BannerParams; Querystring: BannerQuery }>('/wps/asset/banner/:file', { schema: bannerSchema }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const language = languageCode(request.query.lang) ?? languageOf(request);
    const banner = await bannerSvg(ctx.db, id, language, request.query.v, request.query.text !== '0');
    if (!banner) throw notFound();
    return reply
      .header('cache-control', banner.current ? IMMUTABLE : NO_CACHE)
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, an SVG is a document: it may not run or fetch anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(banner.svg);
  });
}
