import { canonicalJson, type JsonSchema } from './canonical';
import { endpointKey, type EndpointFacts } from './facts';

/*
 * Whether the API can still serve a build made against an older contract (docs/wire-contract.md,
 * "Delivery of remotes"). One question, asked of every schema node: does the wider schema accept every
 * value the narrower one does? For a request part the served schema must take all the build sends; for
 * the answer the build's schema must take all the API sends, except that a client ignores properties it
 * does not know and does not validate what it reads (length, bounds, pattern and format of an answer
 * are not its concern). Anything the check cannot prove safe counts as a break: a refused release costs
 * a rebuild, a wrongly accepted one breaks the page.
 */

export type ContractPart = 'params' | 'query' | 'body' | 'answer';

/**
 * - `missing`: the API serves no such method and path.
 * - `removed`: a property the build reads (answer) is gone, or one it sends (request) is no longer taken.
 * - `required`: the request must now carry a property (or a part) the build does not send.
 * - `optional`: an answer property the build counts on may now be left out.
 * - `type`: the value's type changed.
 * - `narrowed`: the request now accepts fewer values (enum, const, bounds, format, pattern, union member, null).
 * - `widened`: the answer may now hold values the build does not know (enum, const, union member, null).
 * - `changed`: something the check cannot compare changed (a keyword it does not reason about).
 */
export type Problem = 'missing' | 'removed' | 'required' | 'optional' | 'type' | 'narrowed' | 'widened' | 'changed';

export interface Incompatibility {
  /** `GET /lgw/orders/today` */
  endpoint: string;
  part: ContractPart | 'endpoint';
  /** Where in the part: `list[].amount` (`[]` an array's items, `*` a map's values); '' the part itself. */
  at: string;
  problem: Problem;
}

type Direction = 'request' | 'answer';
type Node = Readonly<Record<string, unknown>>;
interface Found {
  at: string;
  problem: Problem;
}

const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', '$id', '$schema', 'readOnly', 'writeOnly', 'deprecated']);
/** Keywords reasoned about below; any other assertion must be the same on both sides. */
const UNDERSTOOD = new Set([
  'type', 'const', 'enum', 'anyOf', 'allOf', 'properties', 'required', 'additionalProperties', 'patternProperties', 'items',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'format',
  'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties',
]);
const LOWER_COUNTS = ['minLength', 'minItems', 'minProperties'] as const;
const UPPER_COUNTS = ['maxLength', 'maxItems', 'maxProperties'] as const;

const isAnnotation = (keyword: string) => ANNOTATIONS.has(keyword) || keyword.startsWith('x-');
const wider = (direction: Direction): Problem => (direction === 'request' ? 'narrowed' : 'widened');
const child = (at: string, name: string) => (at === '' ? name : `${at}.${name}`);
/** Keywords whose arrays are sets: their order never changes what is valid. */
const SETS = new Set(['enum', 'required', 'type', 'anyOf', 'allOf']);

/** The schema with its set-like arrays sorted, so two writings of one schema compare equal. */
function normal(value: unknown, keyword = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => normal(item));
    return SETS.has(keyword) ? items.map((item) => [canonicalJson(item), item] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, item]) => item) : items;
  }
  if (!value || typeof value !== 'object') return value;
  // Under properties and the like the keys are names, not keywords: never sort what they hold as sets.
  const named = keyword === 'properties' || keyword === 'patternProperties' || keyword === '$defs';
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normal(inner, named ? '' : key)]));
}

const same = (a: unknown, b: unknown) => canonicalJson(normal(a)) === canonicalJson(normal(b));

/** The schema without its annotations (they never change what is valid); `true` as the empty schema. */
function assertions(schema: unknown): Node | false {
  if (schema === false) return false;
  if (schema === true || schema === null || typeof schema !== 'object' || Array.isArray(schema)) return {};
  return Object.fromEntries(Object.entries(schema).filter(([keyword]) => !isAnnotation(keyword)));
}

const without = (node: Node, keyword: string): Node => Object.fromEntries(Object.entries(node).filter(([k]) => k !== keyword));
const schemas = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The values a node allows when they are finitely many: its const, its enum, null, or a union of such. */
function valueSet(node: Node): unknown[] | undefined {
  if ('const' in node) return [node.const];
  if (Array.isArray(node.enum)) return node.enum;
  if (node.type === 'null') return [null];
  const members = schemas(node.anyOf);
  if (members.length === 0) return undefined;
  const sets = members.map((member) => { const m = assertions(member); return m === false ? [] : valueSet(m); });
  return sets.every((set) => set !== undefined) ? sets.flat() : undefined;
}

/** The JSON types a node allows; undefined for any. */
function typesOf(node: Node): string[] | undefined {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type as string[];
  const values = valueSet(node);
  return values ? [...new Set(values.map(jsonType))] : undefined;
}

const accepts = (types: string[], type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));

function overlaps(a: Node, b: Node): boolean {
  const ta = typesOf(a);
  const tb = typesOf(b);
  return !ta || !tb || tb.some((type) => accepts(ta, type)) || ta.some((type) => accepts(tb, type));
}

/** Object members with a const on both sides that differ: a discriminated union's other variants. */
function discriminantMismatches(a: Node, b: Node): string[] {
  const pb = record(b.properties);
  return Object.entries(record(a.properties))
    .filter(([name, schema]) => {
      const ca = record(schema);
      const cb = record(pb[name]);
      return 'const' in ca && 'const' in cb && !same(ca.const, cb.const);
    })
    .map(([name]) => name);
}

/** allOf of objects read as one object (TypeBox's Intersect); other members kept as assertions. */
function flattenAllOf(node: Node): Node {
  const members = schemas(node.allOf).map(assertions);
  const merged: Record<string, unknown> = { ...without(node, 'allOf') };
  const properties: Record<string, unknown> = { ...record(node.properties) };
  const required = new Set(schemas(node.required) as string[]);
  for (const member of members) {
    if (member === false) return { not: {} };
    for (const [keyword, value] of Object.entries(member)) {
      if (keyword === 'properties') Object.assign(properties, record(value));
      else if (keyword === 'required') schemas(value).forEach((name) => required.add(name as string));
      else if (!(keyword in merged)) merged[keyword] = value;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/** The schema a node gives a property it does not declare: a matching pattern's, additionalProperties', false (closed) or undefined (open). */
function undeclared(node: Node, name: string): unknown {
  for (const [pattern, schema] of Object.entries(record(node.patternProperties))) {
    try {
      if (new RegExp(pattern, 'u').test(name)) return schema;
    } catch {
      // A pattern JavaScript cannot read matches nothing here; the maps' comparison below still sees it.
    }
  }
  const additional = node.additionalProperties;
  return additional === false ? false : additional === true ? undefined : additional;
}

/** The value schemas of a map (Record): by key pattern, `*` for additionalProperties. */
function mapsOf(node: Node): Map<string, unknown> {
  const maps = new Map<string, unknown>(Object.entries(record(node.patternProperties)));
  if (node.additionalProperties && typeof node.additionalProperties === 'object') maps.set('*', node.additionalProperties);
  return maps;
}

function objects(wide: Node, narrow: Node, at: string, direction: Direction): Found[] {
  const found: Found[] = [];
  const wideProps = record(wide.properties);
  const narrowProps = record(narrow.properties);
  const wideRequired = new Set(schemas(wide.required) as string[]);
  const narrowRequired = new Set(schemas(narrow.required) as string[]);
  for (const [name, wideSchema] of Object.entries(wideProps)) {
    const here = child(at, name);
    let narrowSchema = narrowProps[name];
    if (direction === 'request') {
      // The API requires it: the build must always have sent it.
      if (wideRequired.has(name) && !narrowRequired.has(name)) found.push({ at: here, problem: 'required' });
    } else {
      // The build reads it: the API must still send it (the serializer drops what the schema does not declare).
      narrowSchema ??= undeclared(narrow, name);
      if (narrowSchema === undefined || narrowSchema === false) {
        found.push({ at: here, problem: 'removed' });
        continue;
      }
      if (wideRequired.has(name) && !narrowRequired.has(name)) found.push({ at: here, problem: 'optional' });
    }
    if (narrowSchema !== undefined) found.push(...covers(wideSchema, narrowSchema, here, direction));
  }
  if (direction === 'request') {
    for (const name of wideRequired) {
      if (!(name in wideProps) && !narrowRequired.has(name)) found.push({ at: child(at, name), problem: 'required' });
    }
  }
  // What the narrow side declares and the wide side does not: a request's field must still be taken
  // (a closed object refuses it); an answer's new field is ignored by the build, unless its schema
  // says what such fields are (a map's values).
  for (const [name, narrowSchema] of Object.entries(narrowProps)) {
    if (name in wideProps) continue;
    const wideSchema = undeclared(wide, name);
    if (wideSchema === false) {
      if (direction === 'request') found.push({ at: child(at, name), problem: 'removed' });
    } else if (wideSchema !== undefined) {
      found.push(...covers(wideSchema, narrowSchema, child(at, name), direction));
    }
  }
  const wideMaps = mapsOf(wide);
  for (const [key, narrowSchema] of mapsOf(narrow)) {
    const here = child(at, '*');
    const wideSchema = wideMaps.get(key);
    if (wideSchema !== undefined) found.push(...covers(wideSchema, narrowSchema, here, direction));
    else if (wideMaps.size > 0) found.push({ at: here, problem: 'changed' });
    else if (direction === 'request' && wide.additionalProperties === false) found.push({ at: here, problem: 'removed' });
  }
  return found;
}

function arrays(wide: Node, narrow: Node, at: string, direction: Direction): Found[] {
  const wideItems = wide.items;
  const narrowItems = narrow.items;
  if (Array.isArray(wideItems) || Array.isArray(narrowItems)) return same(wideItems, narrowItems) ? [] : [{ at, problem: 'changed' }];
  if (wideItems === undefined) return [];
  return covers(wideItems, narrowItems ?? {}, `${at}[]`, direction);
}

interface Bound {
  value: number;
  exclusive: boolean;
}

function bound(node: Node, inclusive: string, exclusive: string, lower: boolean): Bound | undefined {
  const candidates: Bound[] = [];
  if (typeof node[inclusive] === 'number') candidates.push({ value: node[inclusive] as number, exclusive: false });
  if (typeof node[exclusive] === 'number') candidates.push({ value: node[exclusive] as number, exclusive: true });
  // The stricter of the two.
  return candidates.sort((a, b) => (lower ? b.value - a.value : a.value - b.value) || Number(b.exclusive) - Number(a.exclusive))[0];
}

/** Whether bound `narrow` lies within bound `wide` (a lower bound: at or above it). */
function within(wide: Bound | undefined, narrow: Bound | undefined, lower: boolean): boolean {
  if (!wide) return true;
  if (!narrow) return false;
  if (narrow.value !== wide.value) return lower ? narrow.value > wide.value : narrow.value < wide.value;
  return !wide.exclusive || narrow.exclusive;
}

/** Value constraints (requests only): the served schema's must be no tighter than the build's. */
function tighter(wide: Node, narrow: Node): boolean {
  if (!within(bound(wide, 'minimum', 'exclusiveMinimum', true), bound(narrow, 'minimum', 'exclusiveMinimum', true), true)) return true;
  if (!within(bound(wide, 'maximum', 'exclusiveMaximum', false), bound(narrow, 'maximum', 'exclusiveMaximum', false), false)) return true;
  for (const keyword of LOWER_COUNTS) {
    const w = wide[keyword];
    const n = narrow[keyword];
    if (typeof w === 'number' && !(typeof n === 'number' && n >= w)) return true;
  }
  for (const keyword of UPPER_COUNTS) {
    const w = wide[keyword];
    const n = narrow[keyword];
    if (typeof w === 'number' && !(typeof n === 'number' && n <= w)) return true;
  }
  for (const keyword of ['pattern', 'format']) {
    if (wide[keyword] !== undefined && wide[keyword] !== narrow[keyword]) return true;
  }
  if (typeof wide.multipleOf === 'number' && !(typeof narrow.multipleOf === 'number' && Number.isInteger(narrow.multipleOf / wide.multipleOf))) return true;
  return wide.uniqueItems === true && narrow.uniqueItems !== true;
}

function union(wide: Node, narrow: Node, at: string, direction: Direction): Found[] {
  const shared = without(wide, 'anyOf');
  let best: { found: Found[]; tags: string[] } | undefined;
  for (const member of schemas(wide.anyOf)) {
    const option = assertions(member);
    if (option === false) continue;
    const merged = { ...shared, ...option };
    const found = covers(merged, narrow, at, direction);
    if (found.length === 0) return [];
    if (!overlaps(merged, narrow)) continue;
    // The member the narrow side most likely is: same discriminant, then the fewest differences.
    const tags = discriminantMismatches(merged, narrow);
    if (!best || tags.length < best.tags.length || (tags.length === best.tags.length && found.length < best.found.length)) best = { found, tags };
  }
  // A variant the other side does not have at all: its tag is what is new (or gone), not its fields.
  if (best && best.tags.length > 0) return best.tags.map((tag) => ({ at: child(at, tag), problem: wider(direction) }));
  if (best) return best.found;
  const types = typesOf(narrow);
  return [{ at, problem: types && types.every((type) => type === 'null') ? wider(direction) : 'type' }];
}

/** Every value `narrowSchema` allows, `wideSchema` allows too (as read in `direction`); else where not and why. */
function covers(wideSchema: unknown, narrowSchema: unknown, at: string, direction: Direction): Found[] {
  const wideNode = assertions(wideSchema);
  let narrow = assertions(narrowSchema);
  if (narrow === false || same(wideNode, narrow)) return [];
  if (wideNode === false) return [{ at, problem: wider(direction) }];
  const wide: Node = wideNode;
  if (Object.keys(wide).length === 0) return [];

  const wideValues = valueSet(wide);
  const narrowValues = valueSet(narrow);
  if (wideValues && narrowValues) {
    const known = new Set(wideValues.map(canonicalJson));
    return narrowValues.every((value) => known.has(canonicalJson(value))) ? [] : [{ at, problem: wider(direction) }];
  }
  if (Array.isArray(narrow.anyOf)) {
    const shared = without(narrow, 'anyOf');
    const found = schemas(narrow.anyOf).flatMap((member) => {
      const option = assertions(member);
      return option === false ? [] : covers(wide, { ...shared, ...option }, at, direction);
    });
    return unique(found);
  }
  if (Array.isArray(wide.anyOf)) return union(wide, narrow, at, direction);
  if (Array.isArray(wide.allOf)) return unique(schemas(wide.allOf).flatMap((member) => covers({ ...without(wide, 'allOf'), ...record(assertions(member)) }, narrow, at, direction)));
  if (Array.isArray(narrow.allOf)) narrow = flattenAllOf(narrow);

  const found: Found[] = [];
  const wideTypes = typesOf(wide);
  const narrowTypes = typesOf(narrow);
  if (wideTypes) {
    if (!narrowTypes) return [{ at, problem: 'type' }];
    const extra = narrowTypes.filter((type) => !accepts(wideTypes, type));
    if (extra.length > 0) {
      const problem = extra.every((type) => type === 'null') ? wider(direction) : 'type';
      if (extra.length === narrowTypes.length) return [{ at, problem }];
      found.push({ at, problem });
    }
  }
  if (wideValues && !narrowValues) found.push({ at, problem: wider(direction) });
  if (direction === 'request' && tighter(wide, narrow)) found.push({ at, problem: 'narrowed' });
  for (const keyword of new Set([...Object.keys(wide), ...Object.keys(narrow)])) {
    if (UNDERSTOOD.has(keyword) || same(wide[keyword], narrow[keyword])) continue;
    // A request is only hurt by an assertion the API added or changed; an answer's must stay as it was.
    if (direction === 'answer') found.push({ at, problem: 'changed' });
    else if (keyword in wide) found.push({ at, problem: 'narrowed' });
  }
  const objectLike = (node: Node) => typesOf(node)?.includes('object') || 'properties' in node || 'patternProperties' in node || 'additionalProperties' in node;
  if (objectLike(wide) || objectLike(narrow)) found.push(...objects(wide, narrow, at, direction));
  if ('items' in wide || 'items' in narrow) found.push(...arrays(wide, narrow, at, direction));
  return unique(found);
}

function unique(found: Found[]): Found[] {
  const seen = new Set<string>();
  return found.filter((one) => {
    const key = `${one.at}\u0000${one.problem}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const REQUEST_PARTS = ['params', 'query', 'body'] as const;

/**
 * Why the API, serving `served` today, would break a build made against `builtWith` (the same method
 * and path); none: compatible. Equal fingerprints are compatible outright. A request part may only
 * loosen (the served schema takes everything the build's took); the answer may only add (every
 * property the build declared is still sent, as required as it was, with a type and values the build
 * knows). An endpoint the API no longer serves is `missing`.
 */
export function checkCompatible(builtWith: EndpointFacts, served: EndpointFacts | undefined): Incompatibility[] {
  const endpoint = endpointKey(builtWith);
  if (!served) return [{ endpoint, part: 'endpoint', at: '', problem: 'missing' }];
  const out: Incompatibility[] = [];
  const add = (part: ContractPart, found: Found[]) => out.push(...found.map(({ at, problem }) => ({ endpoint, part, at, problem })));
  for (const part of REQUEST_PARTS) {
    const built = builtWith[part];
    const today = served[part];
    if (built?.fingerprint === today?.fingerprint) continue;
    if (!today) add(part, [{ at: '', problem: 'removed' }]);
    else if (!built) add(part, requiresAny(today.schema) ? [{ at: '', problem: 'required' }] : []);
    else add(part, covers(today.schema, built.schema, '', 'request'));
  }
  if (builtWith.answer.fingerprint !== served.answer.fingerprint) add('answer', covers(builtWith.answer.schema, served.answer.schema, '', 'answer'));
  return out;
}

/** A part the build never sends is fine only if the API asks nothing of it. */
function requiresAny(schema: JsonSchema): boolean {
  const node = assertions(schema);
  return node === false || schemas(node.required).length > 0;
}

/** Every incompatibility of a build's endpoints with the ones served (by `METHOD path`). */
export function checkContract(builtWith: readonly EndpointFacts[], served: ReadonlyMap<string, EndpointFacts>): Incompatibility[] {
  return builtWith.flatMap((facts) => checkCompatible(facts, served.get(endpointKey(facts))));
}
