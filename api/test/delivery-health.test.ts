import { judgeCanaries, recordHealth } from '../src/delivery';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { Browser, opsApi, publish, visitAndReport, writeFileRegistry, type Registry } from './delivery-helpers';

/*
 * Health from the field and the automatic rollback. The shell's batches are counted per
 * remote, version, minute and outcome, one load per load token (nothing of the visitor kept; forgeries
 * in delivery-forgery.test.ts); a canary failing above the
 * threshold over at least the minimum loads is dropped with an AUTO_ROLLBACK record, and new visits
 * get the stable version again.
 */
/**
 * The server's clock (its `now`), fixed 30 s into a minute: the beacons, the load tokens, the rollouts
 * and the judge all read it, so a test's reports fall in one minute however long it takes.
 */
const NOW_MS = Date.parse('2026-01-01T12:00:30.000Z');
const now = () => NOW_MS;

let server: TestServer;
let ops: ReturnType<typeof opsApi>;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, now });
  ops = opsApi(new TestClient(server.url));
  await writeFileRegistry(server);
  await publish(server, 'mfe-lottery', ['1.1.0', '1.2.0']);
});
afterAll(() => server.close());

const counts = () => server.app.portal.db.selectFrom('remote_health').selectAll().where('remote', '=', 'mfe-games').orderBy('minute').orderBy('version').orderBy('outcome').execute();

describe('health reports', () => {
  it('counts sendBeacon batches (JSON or text/plain) per version, minute and outcome, one per load token, keeping nothing of the visitor', async () => {
    // The server counts by the minute of its clock: both batches fall in NOW_MS's.
    const visitor = new Browser(server);
    const loads: Registry[string][] = [];
    for (let i = 0; i < 4; i++) loads.push((await visitor.registry())['mfe-games']!);
    const report = (i: number, outcome: string) => ({ remote: 'mfe-games', version: loads[i]!.version, outcome, token: loads[i]!.token });
    expect((await visitor.beacon([report(0, 'ok'), report(1, 'ok')])).status).toBe(200);
    expect((await visitor.beacon([report(2, 'ok'), report(3, 'chunk')], 'text/plain;charset=UTF-8')).status).toBe(200);
    const rows = await counts();
    expect(rows.map((r) => [r.version, r.outcome, r.count])).toEqual([
      ['1.0.0', 'chunk', 1],
      ['1.0.0', 'ok', 3],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'minute', 'outcome', 'remote', 'version']);
    expect(rows.map((r) => Date.parse(r.minute))).toEqual([Date.parse('2026-01-01T12:00:00.000Z'), Date.parse('2026-01-01T12:00:00.000Z')]);

    // Another minute is another row.
    const later = new Date(Date.parse(rows[0]!.minute) + 90_000);
    await recordHealth(server.app.portal.db, [{ remote: 'mfe-games', version: '1.1.0', outcome: 'render' }], later);
    expect((await counts()).map((r) => [r.version, r.outcome, r.count])).toEqual([
      ['1.0.0', 'chunk', 1],
      ['1.0.0', 'ok', 3],
      ['1.1.0', 'render', 1],
    ]);

    // The ops overview sums the last hour per version.
    const overview = (await ops.overview()).body.value.find((r) => r.remote === 'mfe-games')!;
    expect(overview.health).toEqual([
      { version: '1.0.0', loads: 4, failures: 1, outcomes: { ok: 3, chunk: 1 } },
      { version: '1.1.0', loads: 1, failures: 1, outcomes: { render: 1 } },
    ]);
  });

  it('refuses a malformed batch (400): unknown remote or outcome, no token, empty, too many', async () => {
    const visitor = new Browser(server);
    const token = (await visitor.registry())['mfe-lottery']!.token!;
    const ok = { remote: 'mfe-lottery', version: '1.0.0', outcome: 'ok', token };
    for (const reports of [[{ ...ok, remote: 'mfe-nope' }], [{ ...ok, outcome: 'meh' }], [{ ...ok, token: undefined }], [], Array.from({ length: 51 }, () => ok)]) {
      expect((await visitor.beacon(reports)).status).toBe(400);
    }
    expect((await fetch(`${server.url}/wps/remotes/health`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'not json' })).status).toBe(400);
    // Anything more a report carries is dropped before it is read (the schema's closed object).
    expect((await visitor.beacon([{ ...ok, ip: '1.2.3.4' }])).status).toBe(200);
    const stored = await server.app.portal.db.selectFrom('remote_health').selectAll().where('remote', '=', 'mfe-lottery').execute();
    expect(stored.map(({ minute: _minute, ...row }) => row)).toEqual([{ remote: 'mfe-lottery', version: '1.0.0', outcome: 'ok', count: 1 }]);
  });
});

describe('the automatic rollback', () => {
  /** `n` visitors of the canary, each reporting its failed load with its own token. */
  const chunkFailures = async (n: number, target = server) => {
    for (let i = 0; i < n; i++) await visitAndReport(target, 'mfe-lottery', 'chunk');
  };
  const history = async () => (await ops.history('mfe-lottery')).body.value;

  it('leaves a failing canary alone below the minimum loads, drops it above the threshold, and new visits get stable', async () => {
    expect((await ops.canary('mfe-lottery', '1.1.0', 100)).status).toBe(200);
    const visitor = new Browser(server);
    expect((await visitor.registry())['mfe-lottery']).toMatchObject({ version: '1.1.0', channel: 'canary' });

    // 19 loads, all failed: fewer than the 20 the rule needs.
    await chunkFailures(19);
    expect((await history())[0]!.action).toBe('CANARY');
    expect((await visitor.registry())['mfe-lottery']!.channel).toBe('canary');

    // The 20th: 20 failures of 20 loads, above 20%.
    await chunkFailures(1);
    const record = (await history())[0]!;
    expect(record).toMatchObject({ action: 'AUTO_ROLLBACK', actor: 'auto', fromVersion: '1.1.0', toVersion: '1.0.0' });
    expect(record.reason).toBe('failure rate 100% (20 of 20 loads in the last 10 min) is above 20%');
    expect((await visitor.registry())['mfe-lottery']).toMatchObject({ entry: '/remotes/mfe-lottery/1.0.0/mf-manifest.json', version: '1.0.0', channel: 'stable' });
    expect((await new Browser(server).registry())['mfe-lottery']!.version).toBe('1.0.0');
    // More failures change nothing more: one record.
    await chunkFailures(5);
    expect((await history()).filter((r) => r.action === 'AUTO_ROLLBACK')).toHaveLength(1);
  });

  it('judges a new canary only on its own loads, keeps one at or under the threshold, and forgets loads older than the window', async () => {
    const db = server.app.portal.db;
    const rule = server.app.portal.config.deliveryRollback;
    // Failures of 1.2.0 reported before its canary started (a team's own tests) do not count against it.
    await recordHealth(db, [{ remote: 'mfe-lottery', version: '1.2.0', outcome: 'chunk', count: 30 }], new Date(NOW_MS - 3 * 60_000));
    await ops.canary('mfe-lottery', '1.2.0', 50);
    const start = NOW_MS;
    expect(await judgeCanaries(db, rule, new Date(start))).toEqual([]);

    // 25 loads, 5 failed: exactly 20%, not above it.
    await recordHealth(db, [{ remote: 'mfe-lottery', version: '1.2.0', outcome: 'ok', count: 20 }, { remote: 'mfe-lottery', version: '1.2.0', outcome: 'render', count: 5 }], new Date(start));
    expect(await judgeCanaries(db, rule, new Date(start))).toEqual([]);

    // 11 minutes on, those loads are out of the window; 21 new failures in the window are.
    const later = new Date(start + 11 * 60_000);
    await recordHealth(db, [{ remote: 'mfe-lottery', version: '1.2.0', outcome: 'ok', count: 17 }, { remote: 'mfe-lottery', version: '1.2.0', outcome: 'shared', count: 4 }], later);
    expect(await judgeCanaries(db, rule, later)).toEqual([]);
    await recordHealth(db, [{ remote: 'mfe-lottery', version: '1.2.0', outcome: 'manifest', count: 1 }], later);
    expect(await judgeCanaries(db, rule, later)).toEqual([{ remote: 'mfe-lottery', version: '1.2.0', loads: 22, failures: 5, rate: 5 / 22 }]);
    expect((await history())[0]).toMatchObject({ action: 'AUTO_ROLLBACK', actor: 'auto' });
  });

  it('follows the configured thresholds', async () => {
    const strict = await startServer({ adminToken: ADMIN_TOKEN, now, deliveryRollback: { minLoads: 3, failureRate: 0.5, windowMinutes: 5 } });
    try {
      await writeFileRegistry(strict);
      await publish(strict, 'mfe-lottery', ['1.1.0']);
      await opsApi(new TestClient(strict.url)).canary('mfe-lottery', '1.1.0', 100);
      for (const outcome of ['ok', 'ok', 'chunk', 'chunk']) await visitAndReport(strict, 'mfe-lottery', outcome);
      expect((await new Browser(strict).registry())['mfe-lottery']!.channel).toBe('canary');
      let rows = await strict.app.portal.db.selectFrom('remote_release').select('action').orderBy('id', 'desc').execute();
      expect(rows[0]!.action).toBe('CANARY');
      await visitAndReport(strict, 'mfe-lottery', 'chunk');
      rows = await strict.app.portal.db.selectFrom('remote_release').select(['action', 'reason']).orderBy('id', 'desc').execute();
      expect(rows[0]).toEqual({ action: 'AUTO_ROLLBACK', reason: 'failure rate 60% (3 of 5 loads in the last 5 min) is above 50%' });
    } finally {
      await strict.close();
    }
  });
});
