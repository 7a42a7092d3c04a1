import type { FastifyInstance } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/request-context';
import { REGISTER_RULES } from '../member/register-rules';
import { readSetting } from './queries';
import { permissionSchema, registerRulesSchema, statusSchema, whitelabelSchema } from './schemas';
import { permission, systemStatus } from './service';
import { DEFAULT_SETTINGS } from './settings';

export async function systemRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  app.get('/wps/system/status', { schema: statusSchema }, async (request) => ok(await systemStatus(ctx.db, merchantOf(request), request)));

  app.get('/wps/system/permission', { schema: permissionSchema }, async (request) => ok(await permission(ctx.db, merchantOf(request), request)));

  // Spec §7 lists these two as their own calls; they are slices of the permission answer.
  app.get('/wps/system/whitelabel', { schema: whitelabelSchema }, async (request) => {
    const stored = await readSetting(ctx.db, merchantOf(request).id, 'whitelabel');
    return ok({ ...DEFAULT_SETTINGS.whitelabel, ...stored });
  });
  app.get('/wps/system/setting/register', { schema: registerRulesSchema }, async () => ok(REGISTER_RULES));
}
