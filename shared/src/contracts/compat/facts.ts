import type { EndpointSpec, Method } from '../endpoint';
import * as endpointTable from '../endpoints';
import * as schemaRegistry from '../schemas';
import { schemaFacts, type SchemaFacts } from './canonical';

/**
 * What a build knew of one endpoint: its method and path, and each part's schema with its fingerprint.
 * A remote's release record lists those of the endpoints it calls; the API compares them with its own.
 */
export interface EndpointFacts {
  method: Method;
  path: string;
  params?: SchemaFacts;
  query?: SchemaFacts;
  body?: SchemaFacts;
  answer: SchemaFacts;
}

export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
const PARTS = ['params', 'query', 'body'] as const;

/** An endpoint of the table (a plain object with method, path and answer), as opposed to any other export. */
export function isEndpoint(value: unknown): value is EndpointSpec {
  if (!value || typeof value !== 'object') return false;
  const { method, path, answer } = value as Record<string, unknown>;
  return METHODS.includes(method as Method) && typeof path === 'string' && typeof answer === 'string';
}

/** How endpoints are matched between a build and the API: `GET /lgw/orders/today`. */
export function endpointKey(endpoint: { method: string; path: string }): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The facts of an endpoint, its parts' schemas taken by name from `schemas`. */
export function endpointFacts(endpoint: EndpointSpec, schemas: Readonly<Record<string, unknown>>): EndpointFacts {
  const factsOf = (name: string) => {
    if (!Object.prototype.hasOwnProperty.call(schemas, name)) throw new Error(`${endpointKey(endpoint)} names the schema ${name}, which the contract does not have`);
    return schemaFacts(schemas[name]);
  };
  const facts: EndpointFacts = { method: endpoint.method, path: endpoint.path, answer: factsOf(endpoint.answer) };
  for (const part of PARTS) {
    const name = endpoint[part];
    if (name !== undefined) facts[part] = factsOf(name);
  }
  return facts;
}

/**
 * The facts of the named exports of the endpoint table, with today's schemas, in the order given and
 * each once. A name the table lacks, or an export that is not an endpoint, is skipped: a build passes
 * every name it imports from the contract, constants and types among them.
 */
export function contractFacts(endpointExportNames: readonly string[]): EndpointFacts[] {
  const table = endpointTable as Readonly<Record<string, unknown>>;
  const facts: EndpointFacts[] = [];
  for (const name of new Set(endpointExportNames)) {
    const endpoint = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    if (isEndpoint(endpoint)) facts.push(endpointFacts(endpoint, schemaRegistry));
  }
  return facts;
}

let served: ReadonlyMap<string, EndpointFacts> | undefined;

/** Every endpoint of this copy of the contract (the one the API binds its routes to), by `METHOD path`. */
export function servedEndpoints(): ReadonlyMap<string, EndpointFacts> {
  served ??= new Map(contractFacts(Object.keys(endpointTable)).map((facts) => [endpointKey(facts), facts]));
  return served;
}

/** Today's facts of `GET /lgw/orders/today`, or undefined when this contract has no such endpoint. */
export function servedEndpoint(key: string): EndpointFacts | undefined {
  return servedEndpoints().get(key);
}
