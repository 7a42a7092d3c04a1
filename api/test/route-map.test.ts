import { promises as fs } from 'node:fs';
import path from 'node:path';
import * as contract from '@portal/shared/contracts';
import type { EndpointSpec } from '@portal/shared/contracts';
import { renderRolesTable, renderRouteMap, withRolesTable } from '../src/http/route-map';
import { startServer, type TestServer } from './helpers/server';

/*
 * docs/route-map.md and the table of roles in api/README.md are generated from the running API (every
 * domain, ops calls included). A route added, moved, re-marked or given other roles without
 * regenerating them fails here: `npm run route-map` rewrites both.
 */

const MAP_FILE = path.join(__dirname, '..', '..', 'docs', 'route-map.md');
const README_FILE = path.join(__dirname, '..', 'README.md');
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ adminToken: 'route-map-admin-token', demoPay: true });
});
afterAll(() => server.close());

test('docs/route-map.md is the map of the routes the API serves', async () => {
  const map = renderRouteMap(server.app.routeMap);
  if (process.env.UPDATE_ROUTE_MAP === '1') await fs.writeFile(MAP_FILE, map);
  const checkedIn = await fs.readFile(MAP_FILE, 'utf8').catch(() => '');
  expect(checkedIn).toBe(map);
});

test('the table of roles in api/README.md is the one of the routes the API serves', async () => {
  const readme = await fs.readFile(README_FILE, 'utf8');
  const current = withRolesTable(readme, renderRolesTable(server.app.routeMap));
  if (process.env.UPDATE_ROUTE_MAP === '1') await fs.writeFile(README_FILE, current);
  expect(await fs.readFile(README_FILE, 'utf8')).toBe(current);
});

test('every endpoint of the contract is served, by the route that declares it', () => {
  const endpoints = Object.entries(contract).filter(([, value]) => typeof value === 'object' && value !== null && 'path' in value) as [string, EndpointSpec][];
  const served = new Set(server.app.routeMap.flatMap((entry) => (entry.endpoint ? [entry.endpoint] : [])));
  expect(endpoints.filter(([, endpoint]) => !served.has(endpoint)).map(([name]) => name)).toEqual([]);
});

test('every JSON call the API answers is an endpoint of the contract: the rest are pictures, pages, the stream and the portal', () => {
  // Each of these answers something other than the JSON envelope, so no front end calls it with http.call.
  const notJson = new Set([
    'GET /*', // the portal's pages (web)
    'GET /remotes.json',
    'GET /remotes/:name/:version/*',
    'GET /wps/asset/banner/:file', // SVG
    'GET /wps/asset/media/:file', // a banner's clip, WebM
    'GET /wps/asset/font/:file', // the portal's Burmese font, WOFF2 (the demo payment page)
    'GET /wps/asset/badge/:file', // the footer's payment, certification and licence pictures, SVG
    'GET /wps/asset/category/:file',
    'GET /wps/asset/game/:file',
    'GET /wps/asset/vendor/:file',
    'GET /wps/asset/point-good/:file', // a points mall good's picture, SVG
    'GET /wps/admin/withdraw/:orderNo/proof', // the proof image, for ops
    'GET /wps/admin/promotions/applications/:applicationId/images/:position', // an application's picture, for ops
    'GET /wps/demo-pay/:orderNo', // the demo provider's HTML page and its form
    'POST /wps/demo-pay/:orderNo',
    'GET /wps/member/avatar/preset/:file', // a drawn avatar, PNG
    'GET /wps/member/avatar/:file', // an uploaded avatar, re-encoded PNG
    'GET /wps/chat/:token', // the customer-service chat page and its form
    'POST /wps/chat/:token',
    'GET /wps/identity/callback', // the provider's redirect: a page that hands the popup's result to its opener
    'GET /wps/member/events', // text/event-stream
    'GET /wps/remotes/override', // an override link's landing: a cookie and a redirect
  ]);
  const plain = server.app.routeMap.filter((entry) => !entry.endpoint).map((entry) => `${entry.method} ${entry.path}`);
  expect(plain.filter((route) => !notJson.has(route))).toEqual([]);
});
