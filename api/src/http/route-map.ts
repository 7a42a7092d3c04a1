import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/shared/contracts';
import { opsRoleOf, ROLES, type EndpointSpec, type Role } from '@portal/shared/contracts';
import { notLoggedIn } from './api-error';
import { named } from './plugin-name';
import { roleRefusal } from './roles';

/** One served route, as the route map lists it. */
export interface RouteMapEntry {
  method: string;
  path: string;
  /** The API domain folder that registers it. */
  module: string;
  /** The contract's endpoint it serves, when it is one (assets, pages and streams are not). */
  endpoint: EndpointSpec | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's endpoint a route serves: route() sets it, the route map reads it back. */
    endpoint?: EndpointSpec;
  }
}

/**
 * Registers a domain's routes in a scope of their own, tagging every route it declares with the
 * domain's name into `entries` (HEAD twins of GET routes are left out).
 */
export async function registerDomain(
  parent: FastifyInstance,
  module: string,
  entries: RouteMapEntry[],
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await parent.register(named(module, async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        entries.push({ method, path: options.url, module, endpoint: options.config?.endpoint ?? null });
      }
    });
    await register(scope);
  }));
}

const endpointNames = new Map<unknown, string>(
  Object.entries(contract).filter(([, value]) => typeof value === 'object' && value !== null && 'path' in value && 'method' in value).map(([name, value]) => [value, name]),
);

/** The contract's name of an endpoint object (its export name in `@portal/shared/contracts`). */
export const endpointName = (endpoint: EndpointSpec): string | undefined => endpointNames.get(endpoint);

function markers(endpoint: EndpointSpec | null): string {
  if (!endpoint) return '';
  const marks: string[] = [];
  if (endpoint.auth === true) marks.push('T');
  if (endpoint.auth === 'optional') marks.push('T?');
  if (endpoint.encrypt) marks.push('E');
  if (endpoint.form) marks.push('form');
  return marks.join(' ');
}

const byPath = (a: RouteMapEntry, b: RouteMapEntry) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method);

/** Who may make a call, in a word (the route map's column; the README's table has one per role). */
function whoMayCall(endpoint: EndpointSpec | null): string {
  if (!endpoint) return '';
  if (endpoint.caller === 'ops') return `ops token, ${opsRoleOf(endpoint.path)} operator`;
  if (endpoint.caller === 'provider') return 'provider signature';
  if (endpoint.auth === true) return endpoint.roles.join(', ');
  return 'everyone';
}

/** The route map page (docs/route-map.md): every route the API serves, by path. */
export function renderRouteMap(entries: readonly RouteMapEntry[]): string {
  const rows = [...entries]
    .sort(byPath)
    .map((e) => `| ${e.method} | \`${e.path}\` | ${e.module} | ${e.endpoint ? `\`${endpointName(e.endpoint) ?? '?'}\`` : '—'} | ${markers(e.endpoint)} | ${whoMayCall(e.endpoint)} |`);
  return [
    '# Route map',
    '',
    'Generated from the running API by `npm run route-map`; `api/test/route-map.test.ts` fails when it is stale.',
    'Markers: T needs the session token (T? takes one when sent), E has a sealed body (wire contract), form',
    'takes a form-encoded body. A route with no endpoint is not a JSON call of the contract (pictures, pages,',
    'the event stream, the static portal). "Who may call" is the endpoint\'s `roles` (spec §6; the API',
    'README\'s table of roles says what each refused caller gets); an ops call takes the ADMIN_TOKEN or an operator with the role shown.',
    '',
    '| method | path | module | endpoint | markers | who may call |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * What a caller of `role` gets from a call: `yes`, or the refusal the API answers before anything
 * else (`401 \`login.not.session\`` for a guest on a T call, `403 \`member.trial\``,
 * `403 \`member.not.agent\``); the calls that are no person's need their credential whoever calls
 * (`ops token`, `provider signature`).
 */
export function roleCell(endpoint: EndpointSpec, role: Role): string {
  if (endpoint.caller === 'ops') return 'ops token';
  if (endpoint.caller === 'provider') return 'provider signature';
  if (endpoint.auth !== true) return 'yes';
  const refusal = role === 'guest' ? notLoggedIn() : roleRefusal(endpoint.roles, role);
  return refusal ? `${refusal.statusCode} \`${refusal.errorCode}\`` : 'yes';
}

/** The table of roles in api/README.md: every JSON call of the contract the API serves, by path. */
export function renderRolesTable(entries: readonly RouteMapEntry[]): string {
  const rows = [...entries]
    .filter((e): e is RouteMapEntry & { endpoint: EndpointSpec } => e.endpoint !== null)
    .sort(byPath)
    .map((e) => `| \`${endpointName(e.endpoint) ?? '?'}\` | ${e.method} | \`${e.path}\` | ${ROLES.map((role) => roleCell(e.endpoint, role)).join(' | ')} |`);
  return [`| endpoint | method | path | ${ROLES.join(' | ')} |`, `|---|---|---|${ROLES.map(() => '---|').join('')}`, ...rows].join('\n');
}

export const ROLES_START = '<!-- roles:start (generated by `npm run route-map`) -->';
export const ROLES_END = '<!-- roles:end -->';

/** `document` with the text between the markers of the table of roles replaced by `table`. */
export function withRolesTable(document: string, table: string): string {
  const start = document.indexOf(ROLES_START);
  const end = document.indexOf(ROLES_END);
  if (start < 0 || end < start) throw new Error(`the markers ${ROLES_START} … ${ROLES_END} are missing`);
  return `${document.slice(0, start + ROLES_START.length)}\n${table}\n${document.slice(end)}`;
}
