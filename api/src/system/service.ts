import type { FastifyRequest } from 'fastify';
import type { PageBoot, SitePermission, SystemStatus } from '@portal/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../db/schema';
import { languageOf } from '../http/language';
import { translate } from '../http/messages';
import { clientIp } from '../http/request-context';
import { registerRulesFor } from '../member';
import { referralEnabled } from '../referral';
import { encryptCustomerServicePath } from './customer-service';
import {
  DEFAULT_SETTINGS,
  STATUS_MAINTENANCE,
  STATUS_NORMAL,
  STATUS_REGION_BLOCKED,
  type SiteSettings,
  type SystemStatusCode,
  type WhitelabelFlags,
  siteSetting,
  siteSettings,
} from '../site';

/** Strips the IPv4-mapped IPv6 prefix so a listed `1.2.3.4` also matches `::ffff:1.2.3.4`. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice('::ffff:'.length) : trimmed;
}

/**
 * The visitor's view of the site state: a listed IP is region-blocked (2) whatever the stored
 * status, since such a visitor may not see the site at all; otherwise the stored status. Titles and
 * messages the operator left empty get the catalogue's wording in the request's language.
 */
function statusFor(settings: SiteSettings, request: FastifyRequest): SystemStatus {
  const ip = clientIp(request);
  const language = languageOf(request);
  const blocked = settings.regionBlock.ips.some((listed) => normalizeIp(listed) === ip);
  const stored = settings.status;
  const status: SystemStatusCode = blocked ? STATUS_REGION_BLOCKED : stored.status;
  if (status === STATUS_NORMAL) return { status, title: null, message: null, maintenanceEnd: null, ip };
  if (status === STATUS_MAINTENANCE) {
    return {
      status,
      title: stored.title ?? translate(language, 'system.maintenance.title'),
      message: stored.message ?? translate(language, 'system.maintenance.message'),
      maintenanceEnd: stored.maintenanceEnd,
      ip,
    };
  }
  return {
    status,
    title: (!blocked && stored.title) || translate(language, 'system.region.title'),
    message: (!blocked && stored.message) || translate(language, 'system.region.message'),
    maintenanceEnd: null,
    ip,
  };
}

export async function systemStatus(db: Kysely<Database>, merchant: MerchantRow, request: FastifyRequest): Promise<SystemStatus> {
  return statusFor(await siteSettings(db, merchant.id), request);
}

/** Every flag of spec §3 present, whatever subset was stored. */
function completeWhitelabel(stored: Partial<WhitelabelFlags>): WhitelabelFlags {
  return { ...DEFAULT_SETTINGS.whitelabel, ...stored };
}

/** The site config the shell loads first (spec §3 "Permission response info"). */
export async function permission(db: Kysely<Database>, merchant: MerchantRow, request: FastifyRequest): Promise<SitePermission> {
  const settings = await siteSettings(db, merchant.id);
  const status = statusFor(settings, request);
  return {
    info: {
      customerService: settings.customerService.map((entry) => ({ ...entry, path: encryptCustomerServicePath(merchant.code, entry.path) })),
      domainRoute: settings.domainRoute,
      resources: settings.resources,
      whitelabel: completeWhitelabel(settings.whitelabel),
      register: registerRulesFor({ registerFields: settings.registerFields, whitelabel: completeWhitelabel(settings.whitelabel) }),
      mainDomain: settings.mainDomain ?? request.hostname,
      analytics: settings.analytics,
      imageCDNs: settings.imageCDNs,
      launchGameCDNs: settings.launchGameCDNs,
      location: { ip: status.ip },
      maintenance: status.status === STATUS_MAINTENANCE,
      regionRestriction: status.status === STATUS_REGION_BLOCKED,
      maintenanceEnd: status.maintenanceEnd,
      referral: { enabled: await referralEnabled(db, merchant.id) },
    },
  };
}

/**
 * The three boot answers for the page itself (PageBoot): the same functions the calls answer with, so
 * the page and the calls cannot disagree. The page is written for the default merchant; the shell
 * uses these only when its own merchant is that one.
 */
export async function pageBoot(db: Kysely<Database>, merchant: MerchantRow, request: FastifyRequest): Promise<Omit<PageBoot, 'homeBannerUrl'>> {
  const [sitePermission, status, domainRoutes] = await Promise.all([permission(db, merchant, request), systemStatus(db, merchant, request), siteSetting(db, merchant.id, 'domainRoute')]);
  return { merchant: merchant.code, permission: sitePermission, domainRoutes, status };
}
