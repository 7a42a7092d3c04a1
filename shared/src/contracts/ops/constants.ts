// Named operators of the ops calls and what each role may do. The one table of which ops call needs
// which role: the API checks it on every `caller: 'ops'` call, the route map prints it.

/**
 * What an operator may do. `admin` runs the site itself (status, region block, whitelabel, the outbox,
 * the SMS quota, the jobs) and manages operators; the others are the teams of the ops calls. No role
 * implies another.
 */
export const OPS_ROLES = ['admin', 'delivery', 'finance', 'marketing', 'risk'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/**
 * The role an ops call needs, by the path under `/wps/admin/` (longest prefix wins). A call missing
 * here needs `admin`: a new ops call is closed to the teams until it is placed.
 */
const ROLE_BY_PATH: readonly (readonly [prefix: string, role: OpsRole])[] = [
  ['/wps/admin/remotes', 'delivery'],
  ['/wps/admin/withdraw', 'finance'],
  ['/wps/admin/wallet', 'finance'],
  ['/wps/admin/contracts', 'finance'],
  ['/wps/admin/promotions', 'marketing'],
  ['/wps/admin/points', 'marketing'],
  ['/wps/admin/vip', 'marketing'],
  ['/wps/admin/risk', 'risk'],
  ['/wps/admin/protection', 'risk'],
  ['/wps/admin/system', 'admin'],
  ['/wps/admin/outbox', 'admin'],
  ['/wps/admin/sms', 'admin'],
  ['/wps/admin/lottery', 'admin'],
  ['/wps/admin/ops', 'admin'],
];

/** The role an operator needs for the ops call at `path` (the `ADMIN_TOKEN` may make every one). */
export function opsRoleOf(path: string): OpsRole {
  let best: readonly [string, OpsRole] | null = null;
  for (const entry of ROLE_BY_PATH) {
    const [prefix] = entry;
    if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : 'admin';
}

/** The operator session's cookie: sent only to the ops calls (its path), never to a visitor's page. */
export const OPS_COOKIE = 'portal_ops';
export const OPS_COOKIE_PATH = '/wps/admin';
