import { MEMBER_TYPE } from '@portal/shared/contracts';
import { bucketOf, channelOf, newVisitorId, type CohortFacts } from '../src/delivery';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { Browser, opsApi, publish, writeFileRegistry } from './delivery-helpers';

/*
 * Canaries. A visitor's share is a stable hash of its cookie id and the rollout: the same
 * visitor gets the same version on every request, the shares hold over many visitors, widening keeps
 * those already in, a new canary reshuffles, and a cohort gets the canary whatever the share.
 */
let server: TestServer;
let client: TestClient;
let ops: ReturnType<typeof opsApi>;
const GUEST: CohortFacts = { isAgent: false, merchantCode: 'DEMO', account: null };
const VISITORS = Array.from({ length: 10_000 }, () => newVisitorId());

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  ops = opsApi(client);
  await writeFileRegistry(server);
  await publish(server, 'mfe-lottery', ['1.1.0']);
  await publish(server, 'mfe-agent', ['1.0.0', '2.0.0']);
});
afterAll(() => server.close());

const share = (rolloutId: string, percent: number, visitors = VISITORS) =>
  visitors.filter((id) => channelOf(id, 'mfe-lottery', { rolloutId, percent, cohort: {} }, GUEST) === 'canary').length / visitors.length;

describe('canary assignment over 10,000 simulated visitors', () => {
  it.each([1, 10, 25, 50, 90])('gives %i%% of them the canary, within ±5%%', (percent) => {
    expect(Math.abs(share('rollout-a', percent) - percent / 100)).toBeLessThanOrEqual(0.05);
  });

  it('keeps every visitor in while the canary widens, and reshuffles for a new canary', () => {
    const inAt = (rolloutId: string, percent: number) => new Set(VISITORS.filter((id) => bucketOf(id, 'mfe-lottery', rolloutId) < percent * 100));
    const at10 = inAt('rollout-a', 10);
    const at50 = inAt('rollout-a', 50);
    expect([...at10].every((id) => at50.has(id))).toBe(true);
    // Another rollout picks another 10%: only about 10% of the first ones are in it again.
    const again = [...inAt('rollout-b', 10)].filter((id) => at10.has(id)).length;
    expect(again / at10.size).toBeLessThan(0.2);
  });
});

describe('canary over HTTP', () => {
  it('gives a visitor the same version on every request (its cookie), and about half of the visitors the canary at 50%', async () => {
    expect((await ops.canary('mfe-lottery', '1.1.0', 50)).status).toBe(200);
    const browsers = Array.from({ length: 40 }, () => new Browser(server));
    const first = await Promise.all(browsers.map((b) => b.registry()));
    for (const [i, browser] of browsers.entries()) {
      // The same build every time (each read with a load token of its own).
      const { token: _token, ...build } = first[i]!['mfe-lottery']!;
      for (let reload = 0; reload < 3; reload += 1) expect((await browser.registry())['mfe-lottery']).toMatchObject(build);
    }
    const canaries = first.filter((r) => r['mfe-lottery']!.channel === 'canary');
    expect(canaries.length).toBeGreaterThan(5);
    expect(canaries.length).toBeLessThan(35);
    expect(canaries[0]!['mfe-lottery']).toMatchObject({ entry: '/remotes/mfe-lottery/1.1.0/mf-manifest.json', version: '1.1.0', channel: 'canary' });
    expect(first.find((r) => r['mfe-lottery']!.channel === 'stable')!['mfe-lottery']!.version).toBe('1.0.0');
    // The other remotes are untouched.
    expect(first.every((r) => r['mfe-games']!.channel === 'stable')).toBe(true);

    // Widened to 70%: every visitor who had the canary keeps it, some more get it.
    await ops.widen('mfe-lottery', 70);
    const widened = await Promise.all(browsers.map((b) => b.registry()));
    for (const [i, registry] of widened.entries()) if (first[i]!['mfe-lottery']!.channel === 'canary') expect(registry['mfe-lottery']!.channel).toBe('canary');
    expect(widened.filter((r) => r['mfe-lottery']!.channel === 'canary').length).toBeGreaterThanOrEqual(canaries.length);
    // Widened to 100%: everyone.
    await ops.widen('mfe-lottery', 100);
    for (const browser of browsers) expect((await browser.registry())['mfe-lottery']!.channel).toBe('canary');
    // Narrowed to 0% (no cohort): nobody.
    await ops.widen('mfe-lottery', 0);
    for (const browser of browsers.slice(0, 5)) expect((await browser.registry())['mfe-lottery']!.channel).toBe('stable');
  });

  it("gives an agents-only cohort the canary at 0%: an agent's session yes, a member's and a guest no", async () => {
    await teamMember(server, 'canaryagent', MEMBER_TYPE.agent, null);
    await teamMember(server, 'canarymember', MEMBER_TYPE.member, null);
    const agent = await client.tokenFor('canaryagent', TEAM_PASSWORD);
    const member = await client.tokenFor('canarymember', TEAM_PASSWORD);
    // A remote neither the file nor ops ever set has no stable build to fall back to.
    expect((await ops.canary('mfe-agent', '2.0.0', 0, { cohort: { agentsOnly: true } })).body.errorCode).toBe('delivery.stable.none');
    await writeFileRegistry(server, { 'mfe-agent': { entry: '/remotes/mfe-agent/1.0.0/mf-manifest.json', version: '1.0.0' } });
    expect((await ops.canary('mfe-agent', '2.0.0', 0, { cohort: { agentsOnly: true } })).status).toBe(200);

    const browser = new Browser(server, { Merchant: 'DEMO' });
    expect((await browser.registry({ Authorization: agent }))['mfe-agent']).toMatchObject({ version: '2.0.0', channel: 'canary' });
    expect((await browser.registry({ Authorization: member }))['mfe-agent']).toMatchObject({ version: '1.0.0', channel: 'stable' });
    expect((await browser.registry())['mfe-agent']).toMatchObject({ version: '1.0.0', channel: 'stable' });
    // A dead token is a guest, not an error.
    expect((await browser.registry({ Authorization: 'not-a-token' }))['mfe-agent']!.channel).toBe('stable');

    // Accounts and merchants: the member by its account; every visitor of DEMO by the site.
    await ops.widen('mfe-agent', 0, { cohort: { accounts: ['CanaryMember'] } });
    expect((await browser.registry({ Authorization: member }))['mfe-agent']!.channel).toBe('canary');
    expect((await browser.registry({ Authorization: agent }))['mfe-agent']!.channel).toBe('stable');
    await ops.widen('mfe-agent', 0, { cohort: { merchants: ['DEMO'] } });
    expect((await new Browser(server).registry({ Merchant: 'DEMO' }))['mfe-agent']!.channel).toBe('canary');
  });
});
