// Content calls (spec §3 "Content", §7). The banner artwork (`/wps/asset/banner/:file`) is an SVG for
// an <img>, not a call of the table.
import type { EndpointSpec } from '../endpoint';

/**
 * Query shape of spec §7: `types=B,PL,PU,PR,H`, `platform=W`; the language travels in the header. The
 * token is optional: the popups answered are the caller's.
 */
export const MCSFE_getListAnnouncements = {
  method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', auth: 'optional', query: 'AnnouncementsQuery', answer: 'Announcements',
} as const satisfies EndpointSpec;

/** Sections in order, each with its items. Query shape of spec §7: `lang` and `device=WEB`. */
export const helpCenter = {
  method: 'GET', path: '/wps/system/helpCenter', query: 'HelpCenterQuery', answer: 'HelpSections',
} as const satisfies EndpointSpec;
