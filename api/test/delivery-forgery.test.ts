import { pruneHealth, recordHealth, runScheduledDeliveryJobs } from '../src/delivery';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startSecondInstance, startServer, type TestServer } from './helpers/server';
import { Browser, opsApi, publish, reportHealth, visitAndReport, writeFileRegistry } from './delivery-helpers';

/*
 * Health that visitors can't forge: a report counts only under the load token `/remotes.json` gave
 * that visitor for that remote and version, once. Forged beacons (no token, a bad signature, a token
 * replayed, a token of another version or visitor) neither roll back a healthy canary nor hide a
 * broken one, and versions never served are not stored. Health rows expire.
 */
let server: TestServer;
let ops: ReturnType<typeof opsApi>;
const LOTTERY = 'mfe-lottery';

beforeAll(async () => {
  // The rule's threshold is the default's: 20 loads, above 20 % failing, over 10 minutes.
  server = await startServer({ adminToken: ADMIN_TOKEN });
  ops = opsApi(new TestClient(server.url));
  await writeFileRegistry(server);
  await publish(server, LOTTERY, ['1.0.0', '1.1.0', '1.2.0']);
  await publish(server, 'mfe-games', ['1.0.0']);
});
afterAll(() => server.close());

const history = async () => (await ops.history(LOTTERY)).body.value;
const healthOf = async (version: string) => (await ops.overview()).body.value.find((r) => r.remote === LOTTERY)!.health.find((h) => h.version === version);
const stored = async () => server.app.portal.db.selectFrom('remote_health').select(['version', 'outcome', 'count']).where('remote', '=', LOTTERY).execute();

/** A signature that does not hold: the token's payload with another visitor, version or outcome count, signed by nobody. */
function badSignature(token: string, change: Record<string, unknown>): string {
  const [payload, signature] = token.split('.');
  const claim = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')), ...change };
  return `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.${signature}`;
}

/**
 * 1,000 forged beacons reporting `outcome` for the canary's version, in batches of 50 (the contract's
 * most): 250 without a token (refused whole), 250 under bad signatures, 250 replaying tokens that
 * already reported, 250 with a real token of another version (the stable one), from the visitors'
 * own browsers where they have one. None answers 5xx.
 */
async function forge(version: string, outcome: string, used: { browser: Browser; report: { token: string } }[]): Promise<void> {
  const stableVisitor = new Browser(server);
  await stableVisitor.registry();
  const report = (token?: string) => ({ remote: LOTTERY, version, outcome, ...(token ? { token } : {}) });
  const batches: { from: Browser | null; reports: unknown[] }[] = [];
  for (let b = 0; b < 5; b++) batches.push({ from: null, reports: Array.from({ length: 50 }, () => report()) });
  for (let b = 0; b < 5; b++) batches.push({ from: used[b % used.length]!.browser, reports: Array.from({ length: 50 }, (_, i) => report(badSignature(used[i % used.length]!.report.token, { n: version, i: `forged-${b}-${i}` }))) });
  for (let b = 0; b < 5; b++) {
    const visitor = used[b % used.length]!;
    batches.push({ from: visitor.browser, reports: Array.from({ length: 50 }, () => report(visitor.report.token)) });
  }
  // A token for mfe-games 1.0.0, a load that did happen, reported as the lottery's canary.
  const gamesToken = (await stableVisitor.registry())['mfe-games']!.token!;
  for (let b = 0; b < 5; b++) batches.push({ from: stableVisitor, reports: Array.from({ length: 50 }, () => report(gamesToken)) });
  let reports = 0;
  for (const batch of batches) {
    const answer = batch.from ? await batch.from.beacon(batch.reports) : await reportHealth(server, batch.reports);
    expect(answer.status).toBeLessThan(500);
    reports += batch.reports.length;
  }
  expect(reports).toBe(1000);
}

describe('forged health beacons', () => {
  it('leave a healthy canary running: 1,000 forged failures count for nothing next to its real loads', async () => {
    const started = await ops.canary(LOTTERY, '1.1.0', 100);
    expect([started.status, started.body.message]).toEqual([200, null]);
    const real = [];
    for (let i = 0; i < 20; i++) real.push(await visitAndReport(server, LOTTERY, 'ok'));
    expect(real.every((visit) => visit.report.version === '1.1.0')).toBe(true);

    await forge('1.1.0', 'chunk', real);

    expect((await history())[0]).toMatchObject({ action: 'CANARY', toVersion: '1.1.0' });
    expect((await new Browser(server).registry())[LOTTERY]).toMatchObject({ version: '1.1.0', channel: 'canary' });
    expect(await healthOf('1.1.0')).toEqual({ version: '1.1.0', loads: 20, failures: 0, outcomes: { ok: 20 } });
    await ops.rollback(LOTTERY);
  });

  it('do not hide a broken canary: 1,000 forged `ok` beacons, and real chunk failures still roll it back', async () => {
    expect((await ops.canary(LOTTERY, '1.2.0', 100)).status).toBe(200);
    // Forgers first: replays of tokens that reported ok once, and the rest.
    const first = [];
    for (let i = 0; i < 2; i++) first.push(await visitAndReport(server, LOTTERY, 'chunk'));
    await forge('1.2.0', 'ok', first);
    expect(await healthOf('1.2.0')).toEqual({ version: '1.2.0', loads: 2, failures: 2, outcomes: { chunk: 2 } });

    // The canary's real visitors, each reporting its failed load with the token it was given.
    for (let i = 0; i < 18; i++) await visitAndReport(server, LOTTERY, 'chunk');
    const record = (await history())[0]!;
    expect(record).toMatchObject({ action: 'AUTO_ROLLBACK', actor: 'auto', fromVersion: '1.2.0', toVersion: '1.0.0' });
    expect(record.reason).toBe('failure rate 100% (20 of 20 loads in the last 10 min) is above 20%');
    expect((await new Browser(server).registry())[LOTTERY]).toMatchObject({ version: '1.0.0', channel: 'stable' });
  });

  it('counts one load once, for the visitor it was given to, and stores no version that was never served', async () => {
    const visitor = new Browser(server);
    const entry = (await visitor.registry())[LOTTERY]!;
    expect(entry.token).toEqual(expect.any(String));
    const before = await healthOf(entry.version);
    const report = { remote: LOTTERY, version: entry.version, outcome: 'render', token: entry.token };
    // Another browser (another visitor cookie, or none) cannot use it.
    expect((await new Browser(server).beacon([report])).status).toBe(200);
    expect((await reportHealth(server, [report])).status).toBe(200);
    // Its own browser can, once: a second report of it, in the same batch or later, is dropped.
    expect((await visitor.beacon([report, report])).status).toBe(200);
    expect((await visitor.beacon([{ ...report, outcome: 'chunk' }])).status).toBe(200);
    const after = await healthOf(entry.version);
    expect(after!.loads - (before?.loads ?? 0)).toBe(1);
    expect(after!.outcomes.render! - (before?.outcomes.render ?? 0)).toBe(1);
    expect(after!.outcomes.chunk ?? 0).toBe(before?.outcomes.chunk ?? 0);

    // A version nobody was served: never stored, whatever the token says.
    const never = { remote: LOTTERY, version: '9.9.9', outcome: 'chunk' };
    expect((await visitor.beacon([{ ...never, token: entry.token }])).status).toBe(200);
    expect((await visitor.beacon([{ ...never, token: badSignature(entry.token!, { n: '9.9.9' }) }])).status).toBe(200);
    // The contract's beacon carries no count any more, and none without a token.
    expect((await visitor.beacon([{ ...never, token: entry.token, count: 1000 }])).status).toBeLessThan(500);
    expect((await visitor.beacon([never])).status).toBe(400);
    expect((await stored()).filter((row) => row.version === '9.9.9')).toEqual([]);
    expect((await stored()).every((row) => row.count <= 20)).toBe(true);
  });
});

describe('health retention', () => {
  it('prunes health older than the retention (default 7 days) and expired token ids, once across instances', async () => {
    const db = server.app.portal.db;
    // Two hours on (a later tick than the one the servers claimed at their start).
    const now = new Date(Date.now() + 2 * 60 * 60_000);
    const day = 24 * 60 * 60_000;
    await recordHealth(db, [{ remote: 'mfe-games', version: 'old', outcome: 'ok', count: 3 }], new Date(now.getTime() - 8 * day));
    await recordHealth(db, [{ remote: 'mfe-games', version: 'recent', outcome: 'ok', count: 2 }], new Date(now.getTime() - 6 * day));
    await db.insertInto('remote_load_token').values([{ id: 'expired', expires_at: new Date(now.getTime() - 60_000).toISOString() }, { id: 'live', expires_at: new Date(now.getTime() + 60_000).toISOString() }]).execute();

    const second = await startSecondInstance(server, { adminToken: ADMIN_TOKEN });
    try {
      // Two instances' timers in the same hour: one of them runs the prune.
      const runs = await Promise.all([runScheduledDeliveryJobs(server.app.portal, now), runScheduledDeliveryJobs(second.app.portal, now)]);
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
    } finally {
      await second.close();
    }
    const versions = (await db.selectFrom('remote_health').select('version').where('remote', '=', 'mfe-games').execute()).map((r) => r.version);
    expect(versions).toContain('recent');
    expect(versions).not.toContain('old');
    expect((await db.selectFrom('remote_load_token').select('id').where('id', 'in', ['expired', 'live']).execute()).map((r) => r.id)).toEqual(['live']);

    // The retention is a setting: with 5 days, the 6-day-old counts go too.
    expect(await pruneHealth(db, now, 5)).toEqual({ healthRows: 1, usedTokens: 0 });
  });
});
