/// <reference types="node" />
// Node only (the contract's Node build has no ambient Node types, hence the reference): the hash comes
// from node:crypto, which is why no browser code may import this folder.
import { createHash } from 'node:crypto';

/** A JSON Schema as it travels in a release record: plain JSON, TypeBox's symbol keys gone. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** A schema with the hash that names it: equal fingerprints, equal schemas. */
export interface SchemaFacts {
  /** SHA-256 (hex) of the schema's canonical JSON. */
  fingerprint: string;
  schema: JsonSchema;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * The value as JSON.stringify writes it (undefined, functions and symbol keys dropped), with every
 * object's keys sorted: two schemas that differ only in key order have one text, hence one fingerprint.
 */
export function canonicalJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'null' : JSON.stringify(sorted(JSON.parse(text)));
}

/** SHA-256 (hex) of the canonical JSON. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}

/** A schema (a TypeBox object or plain JSON) as a release record keeps it: canonical JSON and its fingerprint. */
export function schemaFacts(schema: unknown): SchemaFacts {
  const text = canonicalJson(schema);
  return { fingerprint: createHash('sha256').update(text, 'utf8').digest('hex'), schema: JSON.parse(text) as JsonSchema };
}
