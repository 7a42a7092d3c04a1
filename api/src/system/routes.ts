import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/request-context';
import { loadRegisterRules } from '../member/register-rules';
import { readSetting, readWhitelabel } from './queries';
import { domainRouteSchema, permissionSchema, registerRulesSchema, statusSchema, whitelabelSchema } from './schemas';
import { permission, systemStatus } from './service';

export async function systemRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.get('/wps/system/status', { schema: statusSchema }, async (request) => ok(await systemStatus(ctx.db, merchantOf(request), request)));

  app.get('/wps/system/permission', { schema: permissionSchema }, async (request) => ok(await permission(ctx.db, merchantOf(request), request)));

  // Spec §7 lists these two as their own calls; they are slices of the permission answer.
  app.get('/wps/system/whitelabel', { schema: whitelabelSchema }, async (request) => ok(await readWhitelabel(ctx.db, merchantOf(request).id)));
  // The same rule set as `info.register`, the one the register routes check against.
  app.get('/wps/system/setting/register', { schema: registerRulesSchema }, async (request) => ok(await loadRegisterRules(ctx.db, merchantOf(request).id)));

  // The hosts this site answers on (the client's domain check, spec §8).
  app.get('/wps/system/domainRoute', { schema: domainRouteSchema }, async (request) => ok(await readSetting(ctx.db, merchantOf(request).id, 'domainRoute')));
}
