import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GCS_recentGame,
  GCSGAME_categorySummary,
  GCSGAME_gameList,
  GCSGAME_getRankList,
  GCSGAME_getVassGameType,
  GCSGAME_hotGamesV2,
  GCSGAME_newGameVendor,
  GLS2_roomList,
  MCSFE_addFavoriteGameV2,
  MCSFE_getFavoriteGames,
  MCSFE_getFavoriteGamesList,
  MCSFE_removeFavoriteGameV2,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { categoryArtSvg, isListCategory } from './category-art';
import { categorySummary } from './category-summary';
import { notFound } from '../http/api-error';
import { optionalSession } from '../http/auth';
import { languageCode, languageOf } from '../http/language';
import type { Language } from '../http/messages';
import { merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { IMMUTABLE, NO_CACHE } from '../web';
import {
  addFavorite, gameArtSvg, hotGames, listFavoriteNodeIds, listFavorites, listGames, rankList, recentGames, removeFavorite, vendorGameTypes,
  vendorLanes, vendorLogoSvg,
} from './service';
import { refuseDeadToken } from './session-hook';
import { roomList } from './live-rooms';

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

/* The artwork routes answer pictures, not JSON: plain routes, not calls of the contract. */

interface ArtParams {
  file: string;
}

interface GameArtQuery {
  size?: string;
  v?: string;
}

const gameArtSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' } } },
  querystring: { type: 'object', properties: { size: { type: 'string', enum: ['', 'square', 'large'] }, v: { type: 'string', maxLength: 32 } } },
};

const categoryArtSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Z]{1,16}\\.svg$' } } },
  querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 8 } } },
};

const vendorArtSchema = {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}\\.svg$' } } },
};

export async function gamesRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const { db } = ctx;
  // GCSGAME_gameList and GCSGAME_getVassGameType: the contract's optional token, but a dead one is a 401.
  const liveTokenIfSent = { onRequest: refuseDeadToken };

  route(app, ctx, GCSGAME_gameList, async (request) => listGames(db, ctx.dialect, request.query, languageFor(request), memberIdOf(request)), liveTokenIfSent);

  // Not a T call: a dead token just makes it anonymous (no favourite marks).
  route(app, ctx, GCSGAME_hotGamesV2, async (request) => hotGames(db, languageFor(request), memberIdOf(request)), {
    onRequest: optionalSession(ctx.sessions),
  });

  // Not a T call: the same numbers for every reader, no session read.
  route(app, ctx, GCSGAME_categorySummary, async (request) => categorySummary(db, request.query.gameType));

  route(app, ctx, GCSGAME_getVassGameType, async (request) => vendorGameTypes(db, request.query.vassalage), liveTokenIfSent);

  route(app, ctx, GCSGAME_newGameVendor, async () => vendorLanes(db));

  // The live lobby: guests browse it like a game list; seats and states as of the server's clock.
  route(app, ctx, GLS2_roomList, async (request) => roomList(db, request.query.vassalage, languageFor(request), memberIdOf(request), new Date()), liveTokenIfSent);

  route(app, ctx, GCSGAME_getRankList, async (request) =>
    rankList(db, merchantOf(request).id, request.query.gameCategory, request.query.limitNum, languageFor(request)),
  );

  route(app, ctx, MCSFE_getFavoriteGames, async (request) => listFavoriteNodeIds(db, sessionOf(request).member.id));

  route(app, ctx, MCSFE_getFavoriteGamesList, async (request) => listFavorites(db, sessionOf(request).member.id, request.query, languageFor(request)));

  route(app, ctx, MCSFE_addFavoriteGameV2, async (request) => addFavorite(db, sessionOf(request).member.id, request.body.nodeId));

  route(app, ctx, MCSFE_removeFavoriteGameV2, async (request) => removeFavorite(db, sessionOf(request).member.id, request.query.nodeId));

  route(app, ctx, GCS_recentGame, async (request) => recentGames(db, sessionOf(request).member.id, request.query, languageFor(request)));

  /*
   * Artwork. `v` is the game's art_version: the URL of the current version is cached like a
   * content-hashed asset; any other (an old page, no `v`) is revalidated. Vendor logos have no
   * version and are kept for a day.
   */
  app.get<{ Params: ArtParams; Querystring: GameArtQuery }>('/wps/asset/game/:file', { schema: gameArtSchema }, async (request, reply) => {
    const nodeId = request.params.file.slice(0, -'.svg'.length);
    const art = await gameArtSvg(db, nodeId, request.query.size === 'large' ? 'large' : 'square', request.query.v);
    if (!art) throw notFound();
    return sendSvg(reply, art.svg, art.current ? IMMUTABLE : NO_CACHE);
  });

  // A game list page's banner art: drawn from code, so its URL's version is the contract's.
  app.get<{ Params: ArtParams }>('/wps/asset/category/:file', { schema: categoryArtSchema }, async (request, reply) => {
    const category = request.params.file.slice(0, -'.svg'.length);
    if (!isListCategory(category)) throw notFound();
    return sendSvg(reply, categoryArtSvg(category), IMMUTABLE);
  });

  app.get<{ Params: ArtParams }>('/wps/asset/vendor/:file', { schema: vendorArtSchema }, async (request, reply) => {
    const svg = await vendorLogoSvg(db, request.params.file.slice(0, -'.svg'.length));
    if (!svg) throw notFound();
    return sendSvg(reply, svg, VENDOR_LOGO_CACHE);
  });
}
