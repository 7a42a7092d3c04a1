import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/shared/contracts';
import type { EndpointSpec } from '@portal/shared/contracts';

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
  await parent.register(async (scope) => {
    scope.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        entries.push({ method, path: options.url, module, endpoint: options.config?.endpoint ?? null });
      }
    });
    await register(scope);
  });
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

/** The route map page (docs/route-map.md): every route the API serves, by path. */
export function renderRouteMap(entries: readonly RouteMapEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((e) => `| ${e.method} | \`${e.path}\` | ${e.module} | ${e.endpoint ? `\`${endpointName(e.endpoint) ?? '?'}\`` : '—'} | ${markers(e.endpoint)} |`);
  return [
    '# Route map',
    '',
    'Generated from the running API by `npm run route-map`; `api/test/route-map.test.ts` fails when it is stale.',
    'Markers: T needs the session token (T? takes one when sent), E has a sealed body (wire contract), form',
    'takes a form-encoded body. A route with no endpoint is not a JSON call of the contract (pictures, pages,',
    'the event stream, the static portal).',
    '',
    '| method | path | module | endpoint | markers |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
