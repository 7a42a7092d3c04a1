import * as endpoints from '../endpoints';
import * as schemas from '../schemas';
import { fingerprintOf, schemaFacts } from './canonical';
import { checkCompatible } from './compatible';
import { contractFacts, endpointFacts, servedEndpoint, servedEndpoints, type EndpointFacts } from './facts';
import { kernelProvided, parseReleaseRecord, releaseRecord } from './record';

describe('contractFacts', () => {
  it('takes the named endpoints with the real schemas, skipping unknown names and other exports', () => {
    const facts = contractFacts(['lotteryTodayOrders', 'NoSuchEndpoint', 'LotteryOrdersPage', 'ROLES', 'lotteryBetting', 'lotteryTodayOrders']);
    expect(facts.map((f) => `${f.method} ${f.path}`)).toEqual(['GET /lgw/orders/today', 'POST /lgw/orders/betting']);
    const [orders, betting] = facts as [EndpointFacts, EndpointFacts];
    expect(orders.query!.schema).toEqual(JSON.parse(JSON.stringify(schemas.LotteryOrdersQuery)));
    expect(orders.answer.fingerprint).toBe(fingerprintOf(schemas.LotteryOrdersPage));
    expect(orders.body).toBeUndefined();
    expect(betting.body!.fingerprint).toBe(fingerprintOf(schemas.LotteryBettingBody));
  });

  it('equals endpointFacts of the table and the served lookup', () => {
    const [orders] = contractFacts(['lotteryTodayOrders']);
    expect(orders).toEqual(endpointFacts(endpoints.lotteryTodayOrders, schemas));
    expect(servedEndpoint('GET /lgw/orders/today')).toEqual(orders);
    expect(servedEndpoint('GET /lgw/orders/yesterday')).toBeUndefined();
    expect(servedEndpoints().size).toBe(Object.values(endpoints).length);
  });

  it('fingerprints canonical JSON: key order does not matter, anything else does', () => {
    expect(fingerprintOf({ a: 1, b: [1, 2] })).toBe(fingerprintOf({ b: [1, 2], a: 1 }));
    expect(fingerprintOf({ a: 1, b: [1, 2] })).not.toBe(fingerprintOf({ a: 1, b: [2, 1] }));
    expect(schemaFacts({ b: 1, a: undefined }).schema).toEqual({ b: 1 });
  });
});

/** The schema with every enum, required list and union in reverse order: the same schema, another text. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, ['enum', 'required', 'anyOf'].includes(key) && Array.isArray(inner) ? reordered([...inner].reverse()) : reordered(inner)]),
  );
}

describe('the check over the whole contract', () => {
  const table = [...servedEndpoints().values()];
  const shuffled = (facts: EndpointFacts): EndpointFacts => {
    const out: EndpointFacts = { ...facts, answer: schemaFacts(reordered(facts.answer.schema)) };
    for (const part of ['params', 'query', 'body'] as const) if (facts[part]) out[part] = schemaFacts(reordered(facts[part]!.schema));
    return out;
  };

  it('finds every endpoint compatible with itself, written in another order (no false breaks)', () => {
    const breaks = table.flatMap((facts) => [...checkCompatible(facts, shuffled(facts)), ...checkCompatible(shuffled(facts), facts)]);
    expect(breaks).toEqual([]);
  });

  it('finds exactly the field a build read and the API no longer sends, in every object answer', () => {
    for (const facts of table) {
      const answer = facts.answer.schema as { type?: string; properties?: object };
      if (answer.type !== 'object' || !answer.properties) continue;
      const built = { ...facts, answer: schemaFacts({ ...answer, properties: { ...answer.properties, goneField: { type: 'string' } } }) };
      expect(checkCompatible(built, facts)).toEqual([{ endpoint: `${facts.method} ${facts.path}`, part: 'answer', at: 'goneField', problem: 'removed' }]);
    }
  });
});

describe('release records', () => {
  const input = { app: 'mfe-lottery', name: 'mfe_lottery', version: '1.4.0', commit: null, requires: '^1.0.0', imports: ['useBus', 'api'], endpoints: ['lotteryTodayOrders'] };

  it('reads back what releaseRecord wrote', () => {
    const record = releaseRecord(input);
    expect(record).toMatchObject({ app: 'mfe-lottery', kernel: { requires: '^1.0.0', imports: ['useBus', 'api'] }, contract: { endpoints: contractFacts(['lotteryTodayOrders']) } });
    expect(parseReleaseRecord(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ['not JSON', () => 'release {'],
    ['no kernel range', () => JSON.stringify({ ...releaseRecord(input), kernel: { imports: [] } })],
    ['a commit that is not text', () => JSON.stringify({ ...releaseRecord(input), commit: 42 })],
    ['an endpoint without an answer', () => JSON.stringify({ ...releaseRecord(input), contract: { endpoints: [{ method: 'GET', path: '/x' }] } })],
    ['a schema edited after its fingerprint was taken', () => {
      const record = releaseRecord(input);
      const [facts] = record.contract.endpoints as [EndpointFacts];
      facts.answer = { ...facts.answer, schema: { type: 'object', properties: {} } };
      return JSON.stringify(record);
    }],
  ])('refuses %s', (_what, text) => {
    expect(parseReleaseRecord(text())).toBeNull();
  });

  it("reads the kernel version a shell's record provides", () => {
    expect(kernelProvided(JSON.stringify({ ...releaseRecord(input), kernel: { provides: '1.2.0' } }))).toBe('1.2.0');
    expect(kernelProvided(JSON.stringify(releaseRecord(input)))).toBeNull();
    expect(kernelProvided('nope')).toBeNull();
  });
});
