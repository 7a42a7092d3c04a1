import { VISITOR_COOKIE } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startSecondInstance, startServer, type TestServer } from './helpers/server';
import { Browser, cdnFetch, FILE_REGISTRY, opsApi, publish, writeFileRegistry } from './delivery-helpers';

/*
 * The registry with history. The file is the default; ops' changes go to the database
 * (every instance serves them at once), each with a record of who, when, from, to and why.
 */
let server: TestServer;
let client: TestClient;
let ops: ReturnType<typeof opsApi>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, deliveryManifestFetch: cdnFetch() });
  client = new TestClient(server.url);
  ops = opsApi(client);
  await writeFileRegistry(server);
  await publish(server, 'mfe-games', ['1.0.0', '1.1.0', '1.3.0', '1.4.0']);
  await publish(server, 'mfe-lottery', ['1.0.0', '1.1.0']);
});
afterAll(() => server.close());

describe('the registry', () => {
  it('serves the file as stable to a new visitor, sets its visitor cookie, and keeps no-store', async () => {
    const browser = new Browser(server);
    const response = await browser.fetch('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    // Each entry with its load token (a signed string the health beacon sends back).
    expect(await response.json()).toEqual({
      'mfe-games': { ...FILE_REGISTRY['mfe-games'], channel: 'stable', token: expect.stringMatching(/^[\w-]+\.[\w-]+$/) },
      'mfe-lottery': { ...FILE_REGISTRY['mfe-lottery'], channel: 'stable', token: expect.stringMatching(/^[\w-]+\.[\w-]+$/) },
    });
    // A visitor that has its cookie keeps it (no new Set-Cookie).
    expect((await browser.fetch('/remotes.json')).headers.getSetCookie()).toEqual([]);
  });

  it('records every change with its actor and reason, and a rollback goes back one stable version', async () => {
    expect((await ops.set('mfe-games', '1.1.0', { actor: 'ana', reason: 'new lobby' })).body.value.stable).toEqual({ version: '1.1.0', entry: '/remotes/mfe-games/1.1.0/mf-manifest.json' });
    await ops.set('mfe-games', '1.2.0', { entry: 'https://cdn.example/mfe-games/1.2.0/mf-manifest.json' });
    expect((await new Browser(server).registry())['mfe-games']).toMatchObject({ entry: 'https://cdn.example/mfe-games/1.2.0/mf-manifest.json', version: '1.2.0', channel: 'stable' });

    const canary = await ops.canary('mfe-games', '1.3.0', 10);
    expect(canary.body.value.canary).toMatchObject({ version: '1.3.0', percent: 10, cohort: {} });
    expect((await ops.widen('mfe-games', 50)).body.value.canary).toMatchObject({ version: '1.3.0', percent: 50 });
    expect((await ops.promote('mfe-games')).body.value).toMatchObject({ stable: { version: '1.3.0' }, canary: null });
    await ops.canary('mfe-games', '1.4.0', 5);
    // A rollback with a canary running drops the canary; stable stays.
    expect((await ops.rollback('mfe-games')).body.value).toMatchObject({ stable: { version: '1.3.0' }, canary: null });
    // Without one, stable goes back: 1.3.0 → 1.2.0 (with its CDN entry) → 1.1.0 → 1.0.0 (the file's), then nothing.
    expect((await ops.rollback('mfe-games')).body.value.stable).toEqual({ version: '1.2.0', entry: 'https://cdn.example/mfe-games/1.2.0/mf-manifest.json' });
    expect((await ops.rollback('mfe-games')).body.value.stable.version).toBe('1.1.0');
    expect((await ops.rollback('mfe-games')).body.value.stable).toEqual(FILE_REGISTRY['mfe-games']);
    const none = await ops.rollback('mfe-games');
    expect([none.status, none.body.errorCode, none.body.message]).toEqual([400, 'delivery.rollback.none', 'There is no earlier version of this remote to roll back to']);

    const history = (await ops.history('mfe-games')).body.value;
    expect(history.map((r) => [r.action, r.fromVersion, r.toVersion, r.percent])).toEqual([
      ['ROLLBACK', '1.1.0', '1.0.0', null],
      ['ROLLBACK', '1.2.0', '1.1.0', null],
      ['ROLLBACK', '1.3.0', '1.2.0', null],
      ['ROLLBACK', '1.4.0', '1.3.0', 0],
      ['CANARY', '1.3.0', '1.4.0', 5],
      ['PROMOTE', '1.2.0', '1.3.0', 100],
      ['WIDEN', '1.3.0', '1.3.0', 50],
      ['CANARY', '1.2.0', '1.3.0', 10],
      ['SET', '1.1.0', '1.2.0', null],
      ['SET', '1.0.0', '1.1.0', null],
    ]);
    expect(history.at(-1)).toMatchObject({ remote: 'mfe-games', actor: 'ana', reason: 'new lobby' });
    expect(Date.parse(history[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    const latest = await client.get<typeof history>('/wps/admin/remotes/history?limit=2', { headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(latest.body.value).toEqual(history.slice(0, 2));
    // The overview carries the same history, the rollout and (no reports yet) no health.
    const overview = (await ops.overview()).body.value.find((r) => r.remote === 'mfe-games')!;
    expect(overview).toMatchObject({ stable: { version: '1.0.0' }, canary: null, health: [] });
    expect(overview.history).toEqual(history);
  });

  it('refuses to widen or promote without a canary (400 delivery.canary.none)', async () => {
    for (const answer of [await ops.widen('mfe-lottery', 20), await ops.promote('mfe-lottery')]) {
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'delivery.canary.none']);
    }
  });

  it('answers ops calls only to the admin token: none → 401, a wrong one → 403', async () => {
    expect((await opsApi(client, null).overview()).status).toBe(401);
    expect((await opsApi(client, null).set('mfe-lottery', '9.9.9')).status).toBe(401);
    expect((await opsApi(client, 'wrong-token').rollback('mfe-lottery')).status).toBe(403);
    expect((await opsApi(client, null).overrideLink('mfe-lottery', '9.9.9')).status).toBe(401);
    expect((await new Browser(server).registry())['mfe-lottery']!.version).toBe('1.0.0');
  });

  it('serves a change at once from another instance on the same database', async () => {
    const second = await startSecondInstance(server, { adminToken: ADMIN_TOKEN, remotesRegistry: server.remotesRegistry });
    try {
      await ops.set('mfe-lottery', '1.1.0');
      const registry = await new Browser(second).registry();
      expect(registry['mfe-lottery']).toMatchObject({ entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'stable' });
    } finally {
      await second.close();
    }
  });
});
