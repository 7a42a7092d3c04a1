import { Type, type TSchema } from '@sinclair/typebox';
import { schemaFacts } from './canonical';
import { checkCompatible, type Incompatibility } from './compatible';
import type { EndpointFacts } from './facts';

type Parts = { params?: TSchema; query?: TSchema; body?: TSchema; answer?: TSchema };

const ANSWER = Type.Object({ n: Type.Integer() });
const factsOf = ({ answer = ANSWER, ...parts }: Parts, method: EndpointFacts['method'] = 'POST'): EndpointFacts => {
  const facts: EndpointFacts = { method, path: '/wps/thing/:id', answer: schemaFacts(answer) };
  for (const part of ['params', 'query', 'body'] as const) if (parts[part]) facts[part] = schemaFacts(parts[part]);
  return facts;
};
const problem = (part: Incompatibility['part'], at: string, what: Incompatibility['problem']): Incompatibility => ({ endpoint: 'POST /wps/thing/:id', part, at, problem: what });

const Row = Type.Object({ id: Type.String(), amount: Type.Integer(), note: Type.Optional(Type.String()) });
const Kind = (kinds: string[]) => Type.Union(kinds.map((kind) => Type.Literal(kind)));
const Codes = (codes: string[]) => Type.Unsafe<string>({ type: 'string', enum: codes });
const Closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });

// [what changed, the build's parts, today's parts, the incompatibilities]
const ANSWERS: [string, Parts, Parts, Incompatibility[]][] = [
  ['nothing', { answer: Type.Object({ list: Type.Array(Row) }) }, { answer: Type.Object({ list: Type.Array(Row) }) }, []],
  ['a field added', { answer: Type.Object({ a: Type.String() }) }, { answer: Type.Object({ a: Type.String(), b: Type.Integer() }) }, []],
  ['a required field added to a nested row', { answer: Type.Object({ list: Type.Array(Row) }) }, { answer: Type.Object({ list: Type.Array(Type.Composite([Row, Type.Object({ fee: Type.Integer() })])) }) }, []],
  ['a field removed', { answer: Type.Object({ a: Type.String(), b: Type.Integer() }) }, { answer: Type.Object({ a: Type.String() }) }, [problem('answer', 'b', 'removed')]],
  ['an optional field removed (the build shows it when there)', { answer: Type.Object({ list: Type.Array(Row) }) }, { answer: Type.Object({ list: Type.Array(Type.Omit(Row, ['note'])) }) }, [problem('answer', 'list[].note', 'removed')]],
  ['a nested field removed', { answer: Type.Object({ list: Type.Array(Row) }) }, { answer: Type.Object({ list: Type.Array(Type.Omit(Row, ['amount'])) }) }, [problem('answer', 'list[].amount', 'removed')]],
  ['a required field made optional', { answer: Type.Object({ a: Type.String() }) }, { answer: Type.Object({ a: Type.Optional(Type.String()) }) }, [problem('answer', 'a', 'optional')]],
  ['an optional field made required', { answer: Type.Object({ a: Type.Optional(Type.String()) }) }, { answer: Type.Object({ a: Type.String() }) }, []],
  ['a type changed', { answer: Type.Object({ n: Type.Integer() }) }, { answer: Type.Object({ n: Type.String() }) }, [problem('answer', 'n', 'type')]],
  ['integer to number', { answer: Type.Object({ n: Type.Integer() }) }, { answer: Type.Object({ n: Type.Number() }) }, [problem('answer', 'n', 'type')]],
  ['number to integer', { answer: Type.Object({ n: Type.Number() }) }, { answer: Type.Object({ n: Type.Integer() }) }, []],
  ['an array of another type', { answer: Type.Object({ ids: Type.Array(Type.Integer()) }) }, { answer: Type.Object({ ids: Type.Array(Type.String()) }) }, [problem('answer', 'ids[]', 'type')]],
  ['an enum value added', { answer: Type.Object({ s: Codes(['A', 'B']) }) }, { answer: Type.Object({ s: Codes(['A', 'B', 'C']) }) }, [problem('answer', 's', 'widened')]],
  ['an enum value dropped', { answer: Type.Object({ s: Codes(['A', 'B']) }) }, { answer: Type.Object({ s: Codes(['A']) }) }, []],
  ['a literal added to a union', { answer: Type.Object({ s: Kind(['a', 'b']) }) }, { answer: Type.Object({ s: Kind(['a', 'b', 'c']) }) }, [problem('answer', 's', 'widened')]],
  ['a union written as an enum', { answer: Type.Object({ s: Kind(['a', 'b']) }) }, { answer: Type.Object({ s: Codes(['b', 'a']) }) }, []],
  ['a const changed', { answer: Type.Object({ v: Type.Literal(1) }) }, { answer: Type.Object({ v: Type.Literal(2) }) }, [problem('answer', 'v', 'widened')]],
  ['null now possible', { answer: Type.Object({ s: Type.String() }) }, { answer: Type.Object({ s: Type.Union([Type.String(), Type.Null()]) }) }, [problem('answer', 's', 'widened')]],
  ['null now possible (type array)', { answer: Type.Object({ s: Type.String() }) }, { answer: Type.Object({ s: Type.Unsafe({ type: ['string', 'null'] }) }) }, [problem('answer', 's', 'widened')]],
  ['null no longer sent', { answer: Type.Object({ s: Type.Union([Type.String(), Type.Null()]) }) }, { answer: Type.Object({ s: Type.String() }) }, []],
  ['a new variant of a tagged union', {
    answer: Type.Union([Type.Object({ kind: Type.Literal('slot'), reels: Type.Integer() }), Type.Object({ kind: Type.Literal('dice'), faces: Type.Integer() })]),
  }, {
    answer: Type.Union([Type.Object({ kind: Type.Literal('slot'), reels: Type.Integer() }), Type.Object({ kind: Type.Literal('dice'), faces: Type.Integer() }), Type.Object({ kind: Type.Literal('crash'), at: Type.Number() })]),
  }, [problem('answer', 'kind', 'widened')]],
  ['a field removed from one variant of a tagged union', {
    answer: Type.Union([Type.Object({ kind: Type.Literal('slot'), reels: Type.Integer() }), Type.Object({ kind: Type.Literal('dice'), faces: Type.Integer() })]),
  }, {
    answer: Type.Union([Type.Object({ kind: Type.Literal('slot'), reels: Type.Integer() }), Type.Object({ kind: Type.Literal('dice') })]),
  }, [problem('answer', 'faces', 'removed')]],
  ['a string longer than before (answers are read, not validated)', { answer: Type.Object({ s: Type.String({ maxLength: 10 }) }) }, { answer: Type.Object({ s: Type.String({ maxLength: 20, pattern: '^x' }) }) }, []],
  ['a map of other values', { answer: Type.Object({ m: Type.Record(Type.String(), Type.Integer()) }) }, { answer: Type.Object({ m: Type.Record(Type.String(), Type.String()) }) }, [problem('answer', 'm.*', 'type')]],
  ['an intersection flattened', { answer: Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]) }, { answer: Type.Object({ a: Type.String(), b: Type.Integer(), c: Type.Boolean() }) }, []],
  ['an intersection losing a member\'s field', { answer: Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]) }, { answer: Type.Object({ a: Type.String() }) }, [problem('answer', 'b', 'removed')]],
  ['an annotation changed', { answer: Type.Object({ n: Type.Integer({ description: 'count' }) }) }, { answer: Type.Object({ n: Type.Integer({ description: 'how many', 'x-message': 'k' }) }) }, []],
];

const REQUESTS: [string, Parts, Parts, Incompatibility[]][] = [
  ['a field made required', { body: Type.Object({ a: Type.String(), b: Type.Optional(Type.String()) }) }, { body: Type.Object({ a: Type.String(), b: Type.String() }) }, [problem('body', 'b', 'required')]],
  ['a field made optional', { body: Type.Object({ a: Type.String(), b: Type.String() }) }, { body: Type.Object({ a: Type.String(), b: Type.Optional(Type.String()) }) }, []],
  ['a required field added', { body: Type.Object({ a: Type.String() }) }, { body: Type.Object({ a: Type.String(), c: Type.Integer() }) }, [problem('body', 'c', 'required')]],
  ['an optional field added', { body: Closed({ a: Type.String() }) }, { body: Closed({ a: Type.String(), c: Type.Optional(Type.Integer()) }) }, []],
  ['a field dropped from a closed object', { body: Closed({ a: Type.String(), b: Type.Optional(Type.String()) }) }, { body: Closed({ a: Type.String() }) }, [problem('body', 'b', 'removed')]],
  ['a field dropped from an open object', { body: Type.Object({ a: Type.String(), b: Type.Optional(Type.String()) }) }, { body: Type.Object({ a: Type.String() }) }, []],
  ['a nested field made required', { body: Type.Object({ rows: Type.Array(Type.Object({ x: Type.Optional(Type.Integer()) })) }) }, { body: Type.Object({ rows: Type.Array(Type.Object({ x: Type.Integer() })) }) }, [problem('body', 'rows[].x', 'required')]],
  ['a type changed', { query: Type.Object({ page: Type.Integer() }) }, { query: Type.Object({ page: Type.String() }) }, [problem('query', 'page', 'type')]],
  ['integer widened to number', { query: Type.Object({ page: Type.Integer() }) }, { query: Type.Object({ page: Type.Number() }) }, []],
  ['an enum value dropped', { body: Type.Object({ s: Codes(['A', 'B']) }) }, { body: Type.Object({ s: Codes(['A']) }) }, [problem('body', 's', 'narrowed')]],
  ['an enum value added', { body: Type.Object({ s: Codes(['A']) }) }, { body: Type.Object({ s: Codes(['A', 'B']) }) }, []],
  ['a union member dropped', { body: Type.Object({ s: Kind(['a', 'b']) }) }, { body: Type.Object({ s: Kind(['a']) }) }, [problem('body', 's', 'narrowed')]],
  ['a union member added', { body: Type.Object({ s: Type.Union([Type.String(), Type.Integer()]) }) }, { body: Type.Object({ s: Type.Union([Type.String(), Type.Integer(), Type.Null()]) }) }, []],
  ['null no longer taken', { body: Type.Object({ s: Type.Union([Type.String(), Type.Null()]) }) }, { body: Type.Object({ s: Type.String() }) }, [problem('body', 's', 'narrowed')]],
  ['an enum where any string went', { body: Type.Object({ s: Type.String() }) }, { body: Type.Object({ s: Codes(['A']) }) }, [problem('body', 's', 'narrowed')]],
  ['a shorter maximum length', { body: Type.Object({ s: Type.String({ maxLength: 20 }) }) }, { body: Type.Object({ s: Type.String({ maxLength: 10 }) }) }, [problem('body', 's', 'narrowed')]],
  ['a longer maximum length, a lower minimum', { body: Type.Object({ s: Type.String({ minLength: 2, maxLength: 10 }), n: Type.Integer({ minimum: 5 }) }) }, { body: Type.Object({ s: Type.String({ minLength: 1, maxLength: 20 }), n: Type.Integer({ minimum: 1 }) }) }, []],
  ['a higher minimum', { body: Type.Object({ n: Type.Integer({ minimum: 1 }) }) }, { body: Type.Object({ n: Type.Integer({ minimum: 5 }) }) }, [problem('body', 'n', 'narrowed')]],
  ['a bound added', { body: Type.Object({ n: Type.Integer() }) }, { body: Type.Object({ n: Type.Integer({ maximum: 100 }) }) }, [problem('body', 'n', 'narrowed')]],
  ['an inclusive maximum made exclusive', { body: Type.Object({ n: Type.Integer({ maximum: 100 }) }) }, { body: Type.Object({ n: Type.Integer({ exclusiveMaximum: 100 }) }) }, [problem('body', 'n', 'narrowed')]],
  ['a pattern added', { body: Type.Object({ s: Type.String() }) }, { body: Type.Object({ s: Type.String({ pattern: '^[a-z]+$' }) }) }, [problem('body', 's', 'narrowed')]],
  ['a format changed', { body: Type.Object({ s: Type.String({ format: 'date' }) }) }, { body: Type.Object({ s: Type.String({ format: 'date-time' }) }) }, [problem('body', 's', 'narrowed')]],
  ['a pattern dropped', { body: Type.Object({ s: Type.String({ pattern: '^[a-z]+$' }) }) }, { body: Type.Object({ s: Type.String() }) }, []],
  ['fewer items allowed', { body: Type.Object({ ids: Type.Array(Type.Integer(), { maxItems: 100 }) }) }, { body: Type.Object({ ids: Type.Array(Type.Integer(), { maxItems: 50 }) }) }, [problem('body', 'ids', 'narrowed')]],
  ['an assertion the check does not reason about added', { body: Type.Object({ n: Type.Integer() }) }, { body: Type.Object({ n: Type.Integer({ not: { const: 0 } }) }) }, [problem('body', 'n', 'narrowed')]],
  ['an assertion the check does not reason about dropped', { body: Type.Object({ n: Type.Integer({ not: { const: 0 } }) }) }, { body: Type.Object({ n: Type.Integer() }) }, []],
  ['a map that no longer takes some keys', { body: Type.Object({ m: Type.Record(Type.String(), Type.Boolean()) }) }, { body: Type.Object({ m: Closed({ a: Type.Optional(Type.Boolean()) }) }) }, [problem('body', 'm.*', 'removed')]],
  ['a query no longer read', { query: Type.Object({ page: Type.Integer() }) }, {}, [problem('query', '', 'removed')]],
  ['a query now required', {}, { query: Type.Object({ page: Type.Integer() }) }, [problem('query', '', 'required')]],
  ['an optional query added', {}, { query: Type.Object({ page: Type.Optional(Type.Integer()) }) }, []],
];

describe('checkCompatible: an answer may only add', () => {
  it.each(ANSWERS)('%s', (_what, built, today, expected) => {
    expect(checkCompatible(factsOf(built), factsOf(today))).toEqual(expected);
  });
});

describe('checkCompatible: a request part may only loosen', () => {
  it.each(REQUESTS)('%s', (_what, built, today, expected) => {
    expect(checkCompatible(factsOf(built), factsOf(today))).toEqual(expected);
  });
});

describe('checkCompatible: the endpoint', () => {
  it('is compatible with the same facts whatever their key order (one fingerprint)', () => {
    const built = factsOf({ body: Type.Object({ a: Type.String(), b: Type.Integer() }) });
    const reordered = factsOf({ body: Type.Unsafe({ properties: { b: { type: 'integer' }, a: { type: 'string' } }, required: ['a', 'b'], type: 'object' }) });
    expect(reordered.body!.fingerprint).toBe(built.body!.fingerprint);
    expect(checkCompatible(built, reordered)).toEqual([]);
  });

  it('refuses an endpoint the API no longer serves', () => {
    expect(checkCompatible(factsOf({}, 'GET'), undefined)).toEqual([{ endpoint: 'GET /wps/thing/:id', part: 'endpoint', at: '', problem: 'missing' }]);
  });

  it('names every break of every part', () => {
    const built = factsOf({ body: Type.Object({ a: Type.Optional(Type.String()) }), answer: Type.Object({ x: Type.Integer(), y: Type.String() }) });
    const today = factsOf({ body: Type.Object({ a: Type.String() }), answer: Type.Object({ x: Type.String() }) });
    expect(checkCompatible(built, today)).toEqual([problem('body', 'a', 'required'), problem('answer', 'x', 'type'), problem('answer', 'y', 'removed')]);
  });
});
