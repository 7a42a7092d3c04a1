import type { FastifyInstance } from 'fastify';
import { domainRoutes, registerRules, sitePermission, siteWhitelabel, systemStatus as systemStatusEndpoint } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { loadRegisterRules } from '../member';
import { siteSetting, whitelabelOf } from '../site';
import { permission, systemStatus } from './service';

export async function systemRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  route(app, ctx, systemStatusEndpoint, async (request) => systemStatus(ctx.db, merchantOf(request), request));

  route(app, ctx, sitePermission, async (request) => permission(ctx.db, merchantOf(request), request));

  // Spec §7 lists these two as their own calls; they are slices of the permission answer.
  route(app, ctx, siteWhitelabel, async (request) => whitelabelOf(ctx.db, merchantOf(request).id));
  // The same rule set as `info.register`, the one the register routes check against.
  route(app, ctx, registerRules, async (request) => loadRegisterRules(ctx.db, merchantOf(request).id));

  // The hosts this site answers on (the client's domain check, spec §8).
  route(app, ctx, domainRoutes, async (request) => siteSetting(ctx.db, merchantOf(request).id, 'domainRoute'));
}
