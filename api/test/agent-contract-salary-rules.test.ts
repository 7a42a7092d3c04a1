import {
  addSiteDays,
  adminContractRules,
  adminRisk,
  adminSettleContracts,
  agentAmendContract,
  agentOfferContract,
  siteDay,
  siteDayStart,
  type AgentContract,
  type ContractRules,
  type ContractTier,
  type RiskEvents,
} from '@portal/shared/contracts';
import { runContractJobs } from '../src/contract';
import { seatAtInhouseTables } from '../src/inhouse';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * Salaries are paid for real work. A salary the platform pays (a top agent's contracts) needs, in every
 * tier, at least the site's minimum valid bet and one active member: a fixed salary without them is
 * refused when offered or amended (400, in the caller's language), and a period of a contract signed
 * before the rule (here written straight into the table, as a puppet's would be) without that bet or
 * member pays nothing. Ops set a cap per period on what the platform pays one top agent; a period over
 * it pays up to the cap. Every refused or capped salary is a risk event ops can list. And settlement
 * runs at once on two instances of one PostgreSQL both answer 200, each period paid once.
 */

let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let keys = 0;

const DAY = siteDay(Date.now() - 4 * 86_400_000);
const at = (day: string, hh: number, mm = 0) => new Date(siteDayStart(day) + (hh * 60 + mm) * 60_000);
const tier = (minimumBet: number, activeMember: number, rate: number, rateType: 'P' | 'F' = 'P'): ContractTier => ({ minimumBet, netLoss: 0, activeMember, rateType, rate });
const ops = { 'Admin-Token': ADMIN_TOKEN };

const offer = (who: string, body: Record<string, unknown>, language = 'EN') =>
  client.call<AgentContract>('POST', agentOfferContract.path, { token: tokens[who], body, headers: { Language: language } });

async function signed(upline: string, downline: string, body: Record<string, unknown>, signedAt: Date): Promise<number> {
  const offered = await offer(upline, { downlineId: ids[downline], ...body });
  if (offered.status !== 200) throw new Error(JSON.stringify(offered.body));
  const id = offered.body.value.id;
  const path = offered.body.value.kind === 'hourlySalary' ? 'MCS2_processContractHourSalary' : 'MCS2_processDailySalContract';
  const answer = await client.call('POST', `/wps/relay/${path}`, { token: tokens[downline], body: { ...(path === 'MCS2_processContractHourSalary' ? { contractId: id } : { id }), status: 'A' } });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  await server.app.portal.db.updateTable('agent_contract').set({ signed_at: signedAt.toISOString() }).where('id', '=', id).execute();
  return id;
}

/** A contract signed before the rule: written as the seed writes contracts, with its terms as they were. */
async function legacyContract(upline: string, downline: string, kind: string, tiers: ContractTier[], signedAt: Date): Promise<number> {
  const row = await server.app.portal.db
    .insertInto('agent_contract')
    .values({
      merchant_id: 1, kind, product: 'CONS', period: null, upline_id: ids[upline]!, downline_id: ids[downline]!, status: 'A', tiers: JSON.stringify(tiers),
      proposed_tiers: null, proposed_period: null, termination_by: null, created_at: signedAt.toISOString(), updated_at: signedAt.toISOString(), signed_at: signedAt.toISOString(), ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Dice rounds at the given times, through the round service. */
async function play(account: string, rounds: [number, Date][]): Promise<void> {
  const ctx = server.app.portal;
  await ctx.db.transaction().execute(async (trx) => {
    const seat = await seatAtInhouseTables(trx, ctx, { id: 1 }, ids[account]!);
    for (const [bet, when] of rounds) await seat!({ engine: 'dice', bet, dice: { target: 50, over: true } }, `salary-rules-${(keys += 1)}`, when.toISOString());
  });
}

const settlementsOf = (contractId: number) =>
  server.app.portal.db.selectFrom('contract_settlement').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();
const balance = (account: string) => server.app.portal.ledger.balanceOf(ids[account]!);
const risks = async (account: string) =>
  (await client.get<RiskEvents>(`${adminRisk.path}?kind=salary.unearned&memberId=${ids[account]}`, { headers: ops })).body.value;
const setRules = (body: Record<string, unknown>) => client.call<ContractRules>(adminContractRules.method, adminContractRules.path, { body, headers: ops });

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000, adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  ids.top = await teamMember(server, 'top', 1, null);
  ids.mid = await teamMember(server, 'mid', 1, ids.top);
  ids.mid2 = await teamMember(server, 'mid2', 1, ids.top);
  ids.puppet = await teamMember(server, 'puppet', 1, ids.top);
  ids.p1 = await teamMember(server, 'p1', 0, ids.mid, { balance: 5_000_000 });
  ids.p2 = await teamMember(server, 'p2', 0, ids.mid2, { balance: 5_000_000 });
  for (const account of ['top', 'mid', 'mid2', 'puppet']) tokens[account] = await client.tokenFor(account, TEAM_PASSWORD);
});
afterAll(() => server.close());

describe('a salary the platform pays', () => {
  it('is refused without a minimum valid bet or an active member, in the caller language, and ops see the attempt', async () => {
    // The finding: K 10,000 an hour for nothing.
    const noThreshold = [tier(0, 0, 1_000_000, 'F')];
    const refused = await offer('top', { downlineId: ids.puppet, kind: 'hourlySalary', tiers: noThreshold });
    expect([refused.status, refused.body.value]).toEqual([400, { field: 'tiers[0].minimumBet' }]);
    expect(refused.body.message).toBe('tiers[0].minimumBet: a salary the platform pays needs a minimum valid bet of at least K 10.00 and at least 1 active member in every tier');
    const burmese = await offer('top', { downlineId: ids.puppet, kind: 'hourlySalary', tiers: noThreshold }, 'MY');
    const chinese = await offer('top', { downlineId: ids.puppet, kind: 'hourlySalary', tiers: noThreshold }, 'CN');
    expect(burmese.body.message).toMatch(/^tiers\[0\]\.minimumBet: .*K 10\.00/);
    expect(chinese.body.message).toMatch(/^tiers\[0\]\.minimumBet: .*K 10\.00/);
    expect(new Set([refused.body.message, burmese.body.message, chinese.body.message]).size).toBe(3);

    // A bet threshold without an active member is refused on the member count.
    const noMember = await offer('top', { downlineId: ids.puppet, kind: 'realtimeSalary', tiers: [tier(1_000, 0, 50), tier(50_000, 2, 100)] });
    expect([noMember.status, noMember.body.value]).toEqual([400, { field: 'tiers[0].activeMember' }]);

    expect(await risks('top')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'salary.unearned', memberId: ids.top, account: 'top', amount: 1_000_000 })]),
    );
  });

  it('is refused as an amendment too; with its thresholds it is offered and signed', async () => {
    const id = await signed('top', 'puppet', { kind: 'dailySalary', tiers: [tier(1_000, 1, 100)] }, at(DAY, 0));
    const amended = await client.call('PUT', agentAmendContract.path.replace(':contractId', String(id)), { token: tokens.top, body: { tiers: [tier(0, 1, 500_000, 'F')] } });
    expect([amended.status, amended.body.value]).toEqual([400, { field: 'tiers[0].minimumBet' }]);
    await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: at(DAY, 0).toISOString() }).where('id', '=', id).execute();
  });

  it('pays nothing for a period without the minimum valid bet or an active member, even on terms signed before the rule', async () => {
    // The puppet's real-time salary: K 10,000 every 5 minutes with no threshold at all.
    const start = at(addSiteDays(DAY, 1), 10);
    const contract = await legacyContract('top', 'puppet', 'realtimeSalary', [tier(0, 0, 1_000_000, 'F')], start);
    const before = await balance('puppet');
    await runContractJobs(server.app.portal, new Date(start.getTime() + 60 * 60_000));
    const rows = await settlementsOf(contract);
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => [Number(row.amount), row.status])).toEqual(Array.from({ length: 12 }, () => [0, 'none']));
    expect(await balance('puppet')).toBe(before);
    expect((await risks('puppet')).filter((risk) => risk.detail?.includes('realtimeSalary'))).toHaveLength(12);
    await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: start.toISOString() }).where('id', '=', contract).execute();
  });

  it('is capped per period and per top agent at what ops set', async () => {
    // Only the ops token sets the rules; a cap is a whole number of minor units or null (none).
    expect((await client.call('PUT', adminContractRules.path, { body: { platformSalaryPeriodCaps: { hourlySalary: 15_000 } } })).status).toBe(401);
    const bad = await setRules({ platformSalaryPeriodCaps: { hourlySalary: 1.5 } });
    expect(bad.status).toBe(400);
    const set = await setRules({ platformSalaryPeriodCaps: { hourlySalary: 15_000 } });
    expect(set.status).toBe(200);
    expect(set.body.value).toMatchObject({ platformSalaryMinimumBet: 1_000, platformSalaryPeriodCaps: { hourlySalary: 15_000 } });

    // Two of top's agents each earn about K 100 (1 % of K 10,000 bet) in the same hour: more than a cap of K 150.
    const hour = at(addSiteDays(DAY, 2), 9);
    const first = await signed('top', 'mid', { kind: 'hourlySalary', tiers: [tier(1_000, 1, 100)] }, hour);
    const second = await signed('top', 'mid2', { kind: 'hourlySalary', tiers: [tier(1_000, 1, 100)] }, hour);
    await play('p1', [[1_000_000, new Date(hour.getTime() + 10 * 60_000)]]);
    await play('p2', [[1_000_000, new Date(hour.getTime() + 20 * 60_000)]]);
    const [midBefore, mid2Before] = [await balance('mid'), await balance('mid2')];
    // An hour is settled once its site day is over.
    await runContractJobs(server.app.portal, at(addSiteDays(DAY, 3), 0, 5));
    const [a] = await settlementsOf(first);
    const [b] = await settlementsOf(second);
    // Each earned 1 % of its team's valid bet (what a bet of K 10,000 counts); the second only what was left under the cap.
    const earned = [a, b].map((row) => Math.floor(Number(row!.valid_bet) / 100));
    expect(earned.every((amount) => amount > 7_500)).toBe(true);
    expect([a, b].map((row) => [Number(row!.amount), row!.status])).toEqual([
      [earned[0], 'paid'],
      [15_000 - earned[0]!, 'paid'],
    ]);
    expect([(await balance('mid')) - midBefore, (await balance('mid2')) - mid2Before]).toEqual([earned[0], 15_000 - earned[0]!]);
    expect(await risks('mid2')).toEqual([expect.objectContaining({ kind: 'salary.unearned', amount: earned[1]! - (15_000 - earned[0]!) })]);
    expect(await server.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
  });
});

describe('settlement runs at once', () => {
  // Several instances share one PostgreSQL (SQLite serves one instance: there, runs at once are two calls to it).
  it('both answer 200 and pay every owed period once', async () => {
    const second = TEST_DIALECT === 'postgres' ? await startSecondInstance(server, { authRateLimit: 1000, adminToken: ADMIN_TOKEN }) : server;
    try {
      await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: at(addSiteDays(DAY, 3), 0).toISOString() }).where('kind', '=', 'hourlySalary').execute();
      // mid pays p1 1 % of each hour's valid bet out of its own balance, which is empty: 20 hours owed.
      // (Its own hourly salary from top, what lets it give one, starts only later.)
      const day = addSiteDays(DAY, 3);
      await signed('top', 'mid', { kind: 'hourlySalary', tiers: [tier(1_000, 1, 100)] }, at(addSiteDays(day, 5), 0));
      tokens.p1 = await client.tokenFor('p1', TEAM_PASSWORD);
      const offered = await offer('mid', { downlineId: ids.p1, kind: 'hourlySalary', tiers: [tier(1_000, 1, 100)] });
      const owedContract = offered.body.value.id;
      expect((await client.call('POST', '/wps/relay/MCS2_processContractHourSalary', { token: tokens.p1, body: { contractId: owedContract, status: 'A' } })).status).toBe(200);
      await server.app.portal.db.updateTable('agent_contract').set({ signed_at: at(day, 0).toISOString() }).where('id', '=', owedContract).execute();
      await play('p1', Array.from({ length: 20 }, (_, h): [number, Date] => [10_000, at(day, h, 30)]));
      const midBalance = await balance('mid');
      if (midBalance > 0) await server.app.portal.ledger.post({ memberId: ids.mid!, amount: -midBalance, kind: 'adjustment', idempotencyKey: 'race-empty' });
      const asOf = at(addSiteDays(day, 1), 0, 1);
      const report = await runContractJobs(server.app.portal, asOf);
      expect([report.unpaid, (await settlementsOf(owedContract)).length]).toEqual([20, 24]);
      const owed = (await settlementsOf(owedContract)).reduce((sum, row) => sum + (row.status === 'unpaid' ? Number(row.amount) : 0), 0);
      expect(owed).toBeGreaterThan(0);
      await server.app.portal.ledger.post({ memberId: ids.mid!, amount: owed, kind: 'adjustment', idempotencyKey: 'race-enough' });
      const p1Before = await balance('p1');

      const body = { asOf: asOf.toISOString() };
      const runs = await Promise.all([server, second, server, second].map((instance) => new TestClient(instance.url).call('POST', adminSettleContracts.path, { body, headers: ops })));
      expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);

      expect((await settlementsOf(owedContract)).filter((row) => row.status !== 'paid' && Number(row.amount) > 0)).toEqual([]);
      expect(await balance('p1')).toBe(p1Before + owed);
      expect(await balance('mid')).toBe(0);
      expect(await server.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
    } finally {
      if (second !== server) await second.close();
    }
  });
});
