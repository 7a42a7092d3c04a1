import type { FastifyInstance } from 'fastify';
import { adminMainDomain, adminRegionBlock, adminServiceChannels, adminSystemStatus, adminWhitelabel } from '@portal/shared/contracts';
import type { RouteOptions } from '../context';
import { requireAdminToken } from '../http/admin';
import { merchantOf } from '../http/request-context';
import { route } from '../http/route';
import { saveSiteSetting, siteSettings, whitelabelOf } from '../site';
import { normalizeIp } from './service';

/*
 * Ops endpoints that switch the status pages and the whitelabel modules, and set the customer-service
 * channels and the main domain, on a running server (the e2e suite drives them).
 * They exist only when ADMIN_TOKEN is set; otherwise they are not registered at all and answer 404.
 */

export async function adminRoutes(app: FastifyInstance, { ctx }: RouteOptions): Promise<void> {
  const adminToken = ctx.config.adminToken;
  if (!adminToken) return;
  const onRequest = requireAdminToken(adminToken);

  route(
    app,
    ctx,
    adminSystemStatus,
    async (request) => {
      const body = request.body;
      const value = {
        status: body.status,
        title: body.title ?? null,
        message: body.message ?? null,
        maintenanceEnd: body.maintenanceEnd ? new Date(body.maintenanceEnd).toISOString() : null,
      };
      await saveSiteSetting(ctx.db, merchantOf(request).id, 'status', value);
      request.log.info({ status: value.status }, 'system status changed');
      return value;
    },
    { onRequest },
  );

  route(
    app,
    ctx,
    adminRegionBlock,
    async (request) => {
      const ips = [...new Set(request.body.ips.map(normalizeIp))];
      await saveSiteSetting(ctx.db, merchantOf(request).id, 'regionBlock', { ips });
      request.log.info({ count: ips.length }, 'region block list changed');
      return { ips };
    },
    { onRequest },
  );

  // The flags given are merged into the site's; the answer is the whole set (e2e switches modules with it).
  route(
    app,
    ctx,
    adminWhitelabel,
    async (request) => {
      const merchantId = merchantOf(request).id;
      const flags = { ...(await whitelabelOf(ctx.db, merchantId)), ...request.body.flags };
      await saveSiteSetting(ctx.db, merchantId, 'whitelabel', flags);
      request.log.info({ flags: request.body.flags }, 'whitelabel flags changed');
      return flags;
    },
    { onRequest },
  );

  // Each list given replaces the stored one; a list left out stays as it is.
  route(
    app,
    ctx,
    adminServiceChannels,
    async (request) => {
      const merchantId = merchantOf(request).id;
      const { customerService, resources } = request.body;
      if (customerService) await saveSiteSetting(ctx.db, merchantId, 'customerService', customerService);
      if (resources) await saveSiteSetting(ctx.db, merchantId, 'resources', resources);
      const stored = await siteSettings(ctx.db, merchantId);
      request.log.info({ customerService: customerService?.length, resources: resources?.length }, 'service channels changed');
      return { customerService: stored.customerService, resources: stored.resources };
    },
    { onRequest },
  );

  // The host the shell's domain check expects (spec §8 'Invalid URL'); host names compare in lower case.
  route(
    app,
    ctx,
    adminMainDomain,
    async (request) => {
      const mainDomain = request.body.mainDomain?.toLowerCase() ?? null;
      await saveSiteSetting(ctx.db, merchantOf(request).id, 'mainDomain', mainDomain);
      request.log.info({ mainDomain }, 'main domain changed');
      return { mainDomain };
    },
    { onRequest },
  );
}
