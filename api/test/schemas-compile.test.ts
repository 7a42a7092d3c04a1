import * as contract from '@portal/shared/contracts';
import { compileEverySchema } from '../src/http/on-first-use';
import { startServer, type TestServer } from './helpers/server';

/*
 * A route's validators and answer serializer are compiled on its first request, not at start
 * (api/src/http/on-first-use.ts). So that a schema ajv or fast-json-stringify refuses still fails
 * here, and not on a player's request, every one of them is compiled once, as the server registered it.
 */

let server: TestServer;
beforeAll(async () => {
  // Every optional route on: the demo payment page and the token-only ops calls.
  server = await startServer({ adminToken: 'schemas-compile-admin-token', demoPay: true });
});
afterAll(() => server.close());

test("every route's request schemas and answer schema compile", () => {
  const endpoints = Object.values(contract).filter((value) => typeof value === 'object' && value !== null && 'path' in value && 'method' in value);
  // At least the answer of every endpoint of the contract, and its body, query and params where declared.
  expect(compileEverySchema()).toBeGreaterThanOrEqual(endpoints.length);
  expect(compileEverySchema()).toBe(0);
});
