import type { FastifyInstance } from 'fastify';
import {
  adminProtection,
  protectionExclude as protectionExcludeEndpoint,
  protectionHistory as protectionHistoryEndpoint,
  protectionSession,
  protectionSetRealityCheck,
  protectionSetLimit,
  protectionStatus as protectionStatusEndpoint,
} from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { merchantOf, sessionOf } from '../http/request-context';
import { route } from '../http/route';
import { cancelPromotionsOf } from '../promotions';
import { sessionPlay } from './reality';
import { changeLimit, changeRealityCheck, exclude, membersUnderProtection, protectionHistory, protectionStatus } from './service';

/** The player's own protection calls (the member centre): limits, breaks, the reality check, their history. */
export async function protectionRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  route(app, ctx, protectionStatusEndpoint, async (request) => protectionStatus(ctx, sessionOf(request).member.id));
  route(app, ctx, protectionSetLimit, async (request) => changeLimit(ctx, sessionOf(request).member.id, request.body));
  // A self-exclusion ends the player's promotions in its own transaction (bonuses under turnover taken
  // back, deposits left the player's); a cool-off leaves them waiting.
  route(app, ctx, protectionExcludeEndpoint, async (request) => {
    const memberId = sessionOf(request).member.id;
    return exclude(ctx, memberId, request.body.length, async (trx, exclusion) => {
      if (exclusion.kind === 'selfExclusion') await cancelPromotionsOf(ctx, trx, memberId, exclusion.since);
    });
  });
  route(app, ctx, protectionHistoryEndpoint, async (request) => protectionHistory(ctx, sessionOf(request).member.id));
  route(app, ctx, protectionSetRealityCheck, async (request) => changeRealityCheck(ctx, sessionOf(request).member.id, request.body.minutes));
  route(app, ctx, protectionSession, async (request) => {
    const session = sessionOf(request);
    return sessionPlay(ctx.db, session.sessionId, session.member.id);
  });
}

/** Ops list members with limits or a break in force: `GET /wps/admin/protection`. Only with ADMIN_TOKEN. */
export async function protectionAdminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  route(app, ctx, adminProtection, async (request) => membersUnderProtection(ctx, merchantOf(request).id, request.query), { onRequest: requireAdminToken(adminToken) });
}
