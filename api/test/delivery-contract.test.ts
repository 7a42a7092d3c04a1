import { promises as fs } from 'node:fs';
import path from 'node:path';
import { schemaFacts, type EndpointFacts, type ReleaseRecord } from '@portal/shared/contracts/compat';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser, opsApi, publish, releaseOf, SHELL_KERNEL, writeFileRegistry, writeShellRelease } from './delivery-helpers';

/*
 * Contracts checked before go-live: a build's release record (release.json beside its manifest) says
 * which kernel it needs and which contract it was made against; set and canary refuse it when the live
 * shell's kernel is outside its range or when this API no longer serves what it calls, naming the
 * endpoint and the field in the caller's language, and nothing of the rollout changes.
 */
let server: TestServer;
let client: TestClient;
let ops: ReturnType<typeof opsApi>;

const REMOTE = 'mfe-lottery';
const ORDERS = 'GET /lgw/orders/today';

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  ops = opsApi(client);
  await writeFileRegistry(server);
  await publish(server, REMOTE, ['2.0.0']);
  expect((await ops.set(REMOTE, '2.0.0')).status).toBe(200);
});
afterAll(() => server.close());

const lotteryRow = () => server.app.portal.db.selectFrom('remote_rollout').selectAll().where('remote', '=', REMOTE).executeTakeFirstOrThrow();
const releases = async () => (await server.app.portal.db.selectFrom('remote_release').select('id').execute()).length;
const live = async () => (await new Browser(server).registry())[REMOTE]!.version;
const inLanguage = (language: string, action: 'set' | 'canary', version: string) =>
  client.call<{ reasons: string[] }>('POST', `/wps/admin/remotes/${action}`, {
    headers: { 'Admin-Token': ADMIN_TOKEN, Language: language },
    body: { remote: REMOTE, version, ...(action === 'canary' ? { percent: 10 } : {}), actor: 'tester', reason: 'test' },
  });

/** The build's record with one endpoint's facts changed as `edit` says (fingerprints taken again, as a build would). */
function recordWith(version: string, key: string, edit: (facts: EndpointFacts) => EndpointFacts): ReleaseRecord {
  const record = releaseOf(REMOTE, version);
  const endpoints = record.contract.endpoints.map((facts) => (`${facts.method} ${facts.path}` === key ? edit(facts) : facts));
  expect(endpoints).not.toEqual(record.contract.endpoints);
  return { ...record, contract: { endpoints } };
}

/** The build read `field` on every order row: a field today's API does not send. */
function readsRemovedField(facts: EndpointFacts, field: string): EndpointFacts {
  const answer = structuredClone(facts.answer.schema) as { properties: { content: { items: { properties: Record<string, unknown>; required: string[] } } } };
  const row = answer.properties.content.items;
  row.properties[field] = { type: 'string' };
  row.required.push(field);
  return { ...facts, answer: schemaFacts(answer) };
}

describe('a build made against today\'s contract', () => {
  it('goes live when the live shell\'s kernel meets its range', async () => {
    await publish(server, REMOTE, ['2.0.1']);
    expect((await ops.canary(REMOTE, '2.0.1', 10)).status).toBe(200);
    expect((await ops.promote(REMOTE)).status).toBe(200);
    expect(await live()).toBe('2.0.1');
  });
});

describe('a build whose contract the API no longer serves', () => {
  it('is refused by set and by canary, naming the endpoint and the field, and the live version stays', async () => {
    await publish(server, REMOTE, ['2.1.0'], undefined, (version) => recordWith(version, ORDERS, (facts) => readsRemovedField(facts, 'bonusNote')));
    const before = await releases();

    const set = await ops.set(REMOTE, '2.1.0');
    expect([set.status, set.body.errorCode, set.body.message]).toEqual([
      400,
      'delivery.release.refused',
      'mfe-lottery 2.1.0 cannot go live: GET /lgw/orders/today has changed since this build: the answer field content[].bonusNote was removed',
    ]);
    expect(set.body.value).toEqual({ reasons: ['delivery.contract.incompatible'] });
    const canary = await inLanguage('CN', 'canary', '2.1.0');
    expect([canary.status, canary.body.message]).toEqual([400, 'mfe-lottery 2.1.0 无法上线：GET /lgw/orders/today 自此构建以来已更改：响应字段 content[].bonusNote已被移除']);
    const burmese = await inLanguage('MY', 'set', '2.1.0');
    expect(burmese.body.message).toContain('GET /lgw/orders/today သည် ဤ build နောက်ပိုင်း ပြောင်းလဲသွားသည်- အဖြေ ၏ content[].bonusNote အကွက် ကို ဖယ်ရှားလိုက်သည်');

    expect(await releases()).toBe(before);
    expect(await lotteryRow()).toMatchObject({ stable_version: '2.0.1', canary_version: null });
    expect(await live()).toBe('2.0.1');
  });

  it('names a request field the API now requires, and an endpoint it no longer serves', async () => {
    await publish(server, REMOTE, ['2.2.0'], undefined, (version) => {
      const record = recordWith(version, 'POST /lgw/orders/betting', (facts) => {
        const body = structuredClone(facts.body!.schema) as { required: string[] };
        body.required = body.required.slice(1);
        return { ...facts, body: schemaFacts(body) };
      });
      const orders = record.contract.endpoints.find((facts) => `${facts.method} ${facts.path}` === ORDERS)!;
      return { ...record, contract: { endpoints: [...record.contract.endpoints, { ...orders, path: '/lgw/orders/yesterday' }] } };
    });
    const required = ((await import('@portal/shared/contracts/schemas')).LotteryBettingBody.required as string[])[0];
    const answer = await ops.set(REMOTE, '2.2.0');
    expect(answer.body.message).toBe(
      `mfe-lottery 2.2.0 cannot go live: POST /lgw/orders/betting has changed since this build: the request body field ${required} is now required; ` +
        'GET /lgw/orders/yesterday has changed since this build: the API no longer serves it',
    );
  });

  it('gives the first five breaks and counts the rest', async () => {
    await publish(server, REMOTE, ['2.3.0'], undefined, (version) => {
      const record = releaseOf(REMOTE, version);
      const orders = record.contract.endpoints.find((facts) => `${facts.method} ${facts.path}` === ORDERS)!;
      const gone = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ ...orders, path: `/lgw/gone/${n}` }));
      return { ...record, contract: { endpoints: gone } };
    });
    const answer = await ops.set(REMOTE, '2.3.0');
    expect(answer.body.value).toEqual({ reasons: [...Array(5).fill('delivery.contract.incompatible'), 'delivery.contract.more'] });
    expect(answer.body.message).toContain('GET /lgw/gone/5 has changed since this build: the API no longer serves it; and 2 more changes of the contract');
    expect(answer.body.message).not.toContain('/lgw/gone/6');
  });
});

describe('the kernel range', () => {
  it('refuses a build that needs a newer kernel than the live shell carries, and takes it once the shell does', async () => {
    await publish(server, REMOTE, ['3.0.0'], undefined, (version) => releaseOf(REMOTE, version, { kernel: { requires: '^2.0.0', imports: ['useBus'] } }));
    const answer = await ops.canary(REMOTE, '3.0.0', 10);
    expect([answer.status, answer.body.message]).toEqual([400, 'mfe-lottery 3.0.0 cannot go live: it needs kernel ^2.0.0, and the live shell carries kernel 1.0.0']);
    expect(answer.body.value).toEqual({ reasons: ['delivery.kernel.unmet'] });
    expect(await lotteryRow()).toMatchObject({ stable_version: '2.0.1', canary_version: null });

    await writeShellRelease(server, '2.1.0');
    try {
      expect((await ops.canary(REMOTE, '3.0.0', 10)).status).toBe(200);
      // …and then the builds made for kernel 1 are the ones refused.
      expect((await ops.set(REMOTE, '2.0.0')).body.message).toBe('mfe-lottery 2.0.0 cannot go live: it needs kernel ^1.0.0, and the live shell carries kernel 2.1.0');
      expect((await ops.rollback(REMOTE)).status).toBe(200);
    } finally {
      await writeShellRelease(server, SHELL_KERNEL);
    }
  });

  it('refuses every build while the live shell\'s kernel version cannot be read', async () => {
    const shellRecord = path.join(server.shellDir, 'release.json');
    await fs.writeFile(shellRecord, JSON.stringify({ app: 'shell', kernel: {} }));
    try {
      const answer = await ops.set(REMOTE, '2.0.0');
      expect([answer.status, answer.body.message]).toEqual([400, "mfe-lottery 2.0.0 cannot go live: the live shell's kernel version could not be read (its release record is missing or invalid)"]);
      await fs.rm(shellRecord);
      expect((await ops.set(REMOTE, '2.0.0')).body.value).toEqual({ reasons: ['delivery.kernel.unknown'] });
    } finally {
      await writeShellRelease(server);
    }
  });
});

describe('the release record', () => {
  it('must be there, beside the manifest', async () => {
    await publish(server, REMOTE, ['4.0.0'], undefined, () => null);
    const answer = await ops.set(REMOTE, '4.0.0');
    expect([answer.status, answer.body.message]).toEqual([400, 'mfe-lottery 4.0.0 cannot go live: its release record could not be read at /remotes/mfe-lottery/4.0.0/release.json']);
  });

  it.each([
    ['another remote\'s', (version: string) => releaseOf('mfe-games', version)],
    ['not JSON', () => 'release {'],
    ['a kernel range that is not one', (version: string) => releaseOf(REMOTE, version, { kernel: { requires: 'kernel one', imports: [] } })],
    ['a schema edited after the build took its fingerprint', (version: string) => {
      const record = releaseOf(REMOTE, version);
      const [first] = record.contract.endpoints as [EndpointFacts];
      first.answer = { ...first.answer, schema: { type: 'object' } };
      return record;
    }],
  ])('is refused when it is %s', async (_what, release) => {
    await publish(server, REMOTE, ['4.1.0'], undefined, release);
    const answer = await ops.set(REMOTE, '4.1.0');
    expect([answer.status, answer.body.message]).toEqual([400, 'mfe-lottery 4.1.0 cannot go live: its release record is not a valid record of this remote']);
    expect(await live()).toBe('2.0.1');
  });
});
