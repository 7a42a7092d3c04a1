import * as endpoints from './endpoints';
import * as schemas from './schemas';
import { pathParams, type EndpointSpec } from './endpoint';

const table = Object.entries(endpoints) as [string, EndpointSpec][];

test('every endpoint names schemas the contract has', () => {
  for (const [name, endpoint] of table) {
    for (const part of [endpoint.body, endpoint.query, endpoint.params, endpoint.answer]) {
      if (part !== undefined) expect([name, part in schemas]).toEqual([name, true]);
    }
  }
});

test('an endpoint with path parameters declares each of them, and only GET and DELETE take a query', () => {
  for (const [name, endpoint] of table) {
    const inPath = pathParams(endpoint.path);
    const declared = endpoint.params ? Object.keys((schemas[endpoint.params] as { properties?: object }).properties ?? {}) : [];
    expect([name, declared.sort()]).toEqual([name, [...inPath].sort()]);
    if (endpoint.query) expect([name, endpoint.method === 'GET' || endpoint.method === 'DELETE']).toEqual([name, true]);
    if (endpoint.body) expect([name, endpoint.method === 'POST' || endpoint.method === 'PUT']).toEqual([name, true]);
  }
});

test('no two endpoints share a method and path', () => {
  const keys = table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});
