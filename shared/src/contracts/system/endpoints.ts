// The site's config and state (spec §3, §7, §8), and the ops calls that change them.
import type { EndpointSpec } from '../endpoint';

export const systemStatus = {
  method: 'GET', path: '/wps/system/status', answer: 'SystemStatus',
} as const satisfies EndpointSpec;

/** The site config the shell loads first: links, resources, whitelabel flags, registration rules. */
export const sitePermission = {
  method: 'GET', path: '/wps/system/permission', answer: 'SitePermission',
} as const satisfies EndpointSpec;

/** A slice of the permission answer that spec §7 lists as its own call. */
export const siteWhitelabel = {
  method: 'GET', path: '/wps/system/whitelabel', answer: 'Whitelabel',
} as const satisfies EndpointSpec;

/** The same rule set as `info.register`, the one the register routes check against. */
export const registerRules = {
  method: 'GET', path: '/wps/system/setting/register', answer: 'RegisterRules',
} as const satisfies EndpointSpec;

/** The hosts this site answers on (the client's domain check, spec §8). */
export const domainRoutes = {
  method: 'GET', path: '/wps/system/domainRoute', answer: 'DomainRoutes',
} as const satisfies EndpointSpec;

/** Ops (with `ADMIN_TOKEN`, header `Admin-Token`): switches the status pages. */
export const adminSystemStatus = {
  method: 'PUT', path: '/wps/admin/system/status', body: 'AdminStatusBody', answer: 'AdminStatus', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the visitor IPs that get the region-block page. */
export const adminRegionBlock = {
  method: 'PUT', path: '/wps/admin/system/regionBlock', body: 'AdminRegionBlockBody', answer: 'RegionBlock', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: switches whitelabel modules; answers the whole set. */
export const adminWhitelabel = {
  method: 'PUT', path: '/wps/admin/system/whitelabel', body: 'AdminWhitelabelBody', answer: 'Whitelabel', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the customer-service channels and resource links (Telegram, WhatsApp…); answers both lists as stored. */
export const adminServiceChannels = {
  method: 'PUT', path: '/wps/admin/system/serviceChannels', body: 'AdminServiceChannelsBody', answer: 'ServiceChannels', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops: the site's main domain, which the shell's domain check expects (null: none, any host). */
export const adminMainDomain = {
  method: 'PUT', path: '/wps/admin/system/mainDomain', body: 'AdminMainDomainBody', answer: 'MainDomain', caller: 'ops',
} as const satisfies EndpointSpec;

/** Ops (and the e2e suite) read what the outbox sent, optionally to one number or address. */
export const adminOutbox = {
  method: 'GET', path: '/wps/admin/outbox', query: 'AdminOutboxQuery', answer: 'OutboxMessages', caller: 'ops',
} as const satisfies EndpointSpec;
