import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { notFound } from '../http/api-error';
import { optionalSession, requireSession } from '../http/auth';
import { ok } from '../http/envelope';
import { languageCode, languageOf } from '../http/language';
import type { Language } from '../http/messages';
import { merchantOf, sessionOf } from '../http/request-context';
import { IMMUTABLE, NO_CACHE } from '../web/cache';
import {
  addFavoriteSchema, favoriteIdsSchema, favoriteListSchema, gameArtSchema, gameListSchema, hotGamesSchema, rankListSchema, recentGamesSchema,
  removeFavoriteSchema, vassGameTypeSchema, vendorArtSchema, vendorLanesSchema, type AddFavoriteBody, type FavoriteListQuery, type GameArtParams,
  type GameArtQuery, type GameListQuery, type RankListQuery, type RecentGamesQuery, type RemoveFavoriteQuery, type VassGameTypeQuery,
} from './schemas';
import {
  addFavorite, gameArtSvg, hotGames, listFavoriteNodeIds, listFavorites, listGames, rankList, recentGames, removeFavorite, vendorGameTypes,
  vendorLanes, vendorLogoSvg,
} from './service';
import { tokenIfSent } from './session-hook';

/** Names are in the `Language` header's language; a client that sends only the `language` query gets that. */
function languageFor(request: FastifyRequest): Language {
  if (request.headers.language) return languageOf(request);
  const query = request.query as { language?: unknown } | undefined;
  return languageCode(typeof query?.language === 'string' ? query.language : undefined) ?? languageOf(request);
}

const memberIdOf = (request: FastifyRequest) => request.session?.member.id ?? null;

/** Pictures: an SVG opened on its own is a document, so it may not run or fetch anything. */
function sendSvg(reply: FastifyReply, svg: string, cacheControl: string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

const VENDOR_LOGO_CACHE = 'public, max-age=86400';

export async function gamesRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const { db } = ctx;
  const tokenOptional = tokenIfSent(ctx.sessions);
  const tokenRequired = requireSession(ctx.sessions);

  app.get<{ Querystring: GameListQuery }>('/wps/relay/GCSGAME_gameList', { schema: gameListSchema, onRequest: tokenOptional }, async (request) =>
    ok(await listGames(db, request.query, languageFor(request), memberIdOf(request))),
  );

  // Not a T call: a dead token just makes it anonymous (no favourite marks).
  app.get('/wps/relay/GCSGAME_hotGamesV2', { schema: hotGamesSchema, onRequest: optionalSession(ctx.sessions) }, async (request) =>
    ok(await hotGames(db, languageFor(request), memberIdOf(request))),
  );

  app.get<{ Querystring: VassGameTypeQuery }>('/wps/relay/GCSGAME_getVassGameType', { schema: vassGameTypeSchema, onRequest: tokenOptional }, async (request) =>
    ok(await vendorGameTypes(db, request.query.vassalage)),
  );

  app.get('/wps/relay/GCSGAME_newGameVendor', { schema: vendorLanesSchema }, async () => ok(await vendorLanes(db)));

  app.get<{ Querystring: RankListQuery }>('/wps/relay/GCSGAME_getRankList', { schema: rankListSchema }, async (request) =>
    ok(await rankList(db, merchantOf(request).id, request.query.gameCategory, request.query.limitNum, languageFor(request))),
  );

  app.get('/wps/relay/MCSFE_getFavoriteGames', { schema: favoriteIdsSchema, onRequest: tokenRequired }, async (request) =>
    ok(await listFavoriteNodeIds(db, sessionOf(request).member.id)),
  );

  app.get<{ Querystring: FavoriteListQuery }>('/wps/relay/MCSFE_getFavoriteGamesList', { schema: favoriteListSchema, onRequest: tokenRequired }, async (request) =>
    ok(await listFavorites(db, sessionOf(request).member.id, request.query, languageFor(request))),
  );

  app.post<{ Body: AddFavoriteBody }>('/wps/relay/MCSFE_addFavoriteGameV2', { schema: addFavoriteSchema, onRequest: tokenRequired }, async (request) =>
    ok(await addFavorite(db, sessionOf(request).member.id, request.body.nodeId)),
  );

  app.delete<{ Querystring: RemoveFavoriteQuery }>('/wps/relay/MCSFE_removeFavoriteGameV2', { schema: removeFavoriteSchema, onRequest: tokenRequired }, async (request) =>
    ok(await removeFavorite(db, sessionOf(request).member.id, request.query.nodeId)),
  );

  app.get<{ Querystring: RecentGamesQuery }>('/wps/relay/GCS_recentGame', { schema: recentGamesSchema, onRequest: tokenRequired }, async (request) =>
    ok(await recentGames(db, sessionOf(request).member.id, request.query, languageFor(request))),
  );

  /*
   * Artwork. `v` is the game's art_version: the URL of the current version is cached like a
   * content-hashed asset; any other (an old page, no `v`) is revalidated. Vendor logos have no
   * version and are kept for a day.
   */
  app.get<{ Params: GameArtParams; Querystring: GameArtQuery }>('/wps/asset/game/:file', { schema: gameArtSchema }, async (request, reply) => {
    const nodeId = request.params.file.slice(0, -'.svg'.length);
    const art = await gameArtSvg(db, nodeId, request.query.size === 'large' ? 'large' : 'square', request.query.v);
    if (!art) throw notFound();
    return sendSvg(reply, art.svg, art.current ? IMMUTABLE : NO_CACHE);
  });

  app.get<{ Params: GameArtParams }>('/wps/asset/vendor/:file', { schema: vendorArtSchema }, async (request, reply) => {
    const svg = await vendorLogoSvg(db, request.params.file.slice(0, -'.svg'.length));
    if (!svg) throw notFound();
    return sendSvg(reply, svg, VENDOR_LOGO_CACHE);
  });
}
