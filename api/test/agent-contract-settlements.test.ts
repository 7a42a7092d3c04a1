import { sql } from 'kysely';
import {
  addSiteDays,
  agentContractSettlements,
  adminSettleContracts,
  agentIncome,
  consolidatedFunds,
  siteDay,
  siteDayStart,
  type AgentContract,
  type ConsolidatedFunds,
  type ContractSettlementPage,
  type ContractTier,
} from '@portal/shared/contracts';
import { runContractJobs } from '../src/contract';
import { teamInputs } from '../src/contract/inputs';
import { periodAt } from '../src/contract/periods';
import { seatAtInhouseTables } from '../src/inhouse';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * The settlement jobs with an injected clock: each kind settles what the bet records say for
 * its period on the site's calendar (Myanmar time), once however often it runs and on however many
 * instances; the platform pays a top agent's contracts, an upline its own; an upline whose balance does
 * not cover what it owes is frozen (no bets, transfers, withdrawals) until a later run pays it. Contracts
 * are signed through the API and then dated back (a fixture: the periods of a past day are settled).
 */

let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let keys = 0;

const DAY = siteDay(Date.now() - 3 * 86_400_000);
const at = (day: string, hh: number, mm = 0, ss = 0, ms = 0) => new Date(siteDayStart(day) + (((hh * 60 + mm) * 60 + ss) * 1000 + ms));
const tier = (minimumBet: number, activeMember: number, rate: number, rateType: 'P' | 'F' = 'P', netLoss = 0): ContractTier => ({ minimumBet, netLoss, activeMember, rateType, rate });

async function signed(upline: string, downline: string, body: Record<string, unknown>, signedAt: Date): Promise<number> {
  const offered = await client.call<AgentContract>('POST', '/wps/agent/contracts', { token: tokens[upline], body: { downlineId: ids[downline], ...body } });
  if (offered.status !== 200) throw new Error(JSON.stringify(offered.body));
  const id = offered.body.value.id;
  const kind = offered.body.value.kind;
  const answer = kind === 'dividend' ? { path: 'MCS2_processDividendReq', body: { type: offered.body.value.product } } : kind === 'hourlySalary' ? { path: 'MCS2_processContractHourSalary', body: { contractId: id } } : kind === 'realtimeSalary' ? { path: 'MCSFE_processRealTimeSalaryContract', body: { id } } : { path: 'MCS2_processDailySalContract', body: { id } };
  const accepted = await client.call('POST', `/wps/relay/${answer.path}`, { token: tokens[downline], body: { ...answer.body, status: 'A' } });
  if (accepted.status !== 200) throw new Error(JSON.stringify(accepted.body));
  await server.app.portal.db.updateTable('agent_contract').set({ signed_at: signedAt.toISOString() }).where('id', '=', id).execute();
  return id;
}

/** Dice rounds of `bets` (minor units) at the given times, through the round service. */
async function play(account: string, rounds: [number, Date][]): Promise<void> {
  const ctx = server.app.portal;
  await ctx.db.transaction().execute(async (trx) => {
    const seat = await seatAtInhouseTables(trx, ctx, { id: 1 }, ids[account]!);
    for (const [bet, when] of rounds) await seat!({ engine: 'dice', bet, dice: { target: 50, over: true } }, `settle-${(keys += 1)}`, when.toISOString());
  });
}

/** The raw bet records of members in a time range: the expectation, never the day figures. */
async function raw(members: string[], from: Date, to: Date) {
  const rows = await server.app.portal.db
    .selectFrom('bet_record')
    .select(['member_id', 'valid_bet', 'bet_amount', 'payout'])
    .where('member_id', 'in', members.map((m) => ids[m]!))
    .where('created_at', '>=', from.toISOString())
    .where('created_at', '<', to.toISOString())
    .execute();
  const byMember = new Map<number, number>();
  for (const row of rows) byMember.set(row.member_id, (byMember.get(row.member_id) ?? 0) + Number(row.valid_bet));
  return {
    validBet: rows.reduce((s, r) => s + Number(r.valid_bet), 0),
    netLoss: rows.reduce((s, r) => s + Number(r.bet_amount) - Number(r.payout), 0),
    active: [...byMember.values()].filter((v) => v > 0).length,
  };
}

const settlementsOf = (contractId: number) =>
  server.app.portal.db.selectFrom('contract_settlement').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();
const balance = (account: string) => server.app.portal.ledger.balanceOf(ids[account]!);

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000, adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  ids.top = await teamMember(server, 'top', 1, null);
  ids.mid = await teamMember(server, 'mid', 1, ids.top);
  ids.p1 = await teamMember(server, 'p1', 0, ids.mid, { balance: 1_000_000 });
  ids.p2 = await teamMember(server, 'p2', 0, ids.mid, { balance: 1_000_000 });
  for (const account of ['top', 'mid', 'p1', 'p2']) tokens[account] = await client.tokenFor(account, TEAM_PASSWORD);
});
afterAll(() => server.close());

describe('a daily salary', () => {
  let contract: number;

  beforeAll(async () => {
    // 1 % from K 10 with one active member, 2 % from K 50 with two.
    contract = await signed('top', 'mid', { kind: 'dailySalary', tiers: [tier(1_000, 1, 100), tier(5_000, 2, 200)] }, at(addSiteDays(DAY, -1), 12));
    await play('p1', [[3_000, at(DAY, 0, 0)], [1_000, at(DAY, 23, 59, 59, 999)], [9_000, at(addSiteDays(DAY, 1), 0, 0)]]);
    await play('p2', [[4_000, at(DAY, 11, 30)], [500, at(addSiteDays(DAY, -1), 23, 59, 59, 999)]]);
  });

  it("is settled the next day on the day's valid bets (site days, Myanmar time), paid by the platform for a top agent", async () => {
    const before = await balance('mid');
    const report = await runContractJobs(server.app.portal, at(addSiteDays(DAY, 1), 0, 5));
    expect(report.unpaid).toBe(0);
    const rows = await settlementsOf(contract);
    const day = rows.find((row) => row.period_key === DAY)!;
    const expected = await raw(['mid', 'p1', 'p2'], at(DAY, 0), at(addSiteDays(DAY, 1), 0));
    expect(expected).toMatchObject({ validBet: 8_000, active: 2 });
    expect(day).toMatchObject({ valid_bet: 8_000, active_members: 2, amount: 160, status: 'paid', payer: 'platform' });
    expect(JSON.parse(day.tier!)).toEqual(tier(5_000, 2, 200));
    // The day before (its signing day) had one member's K 5: below the first tier, nothing owed.
    expect(rows.find((row) => row.period_key === addSiteDays(DAY, -1))).toMatchObject({ valid_bet: 500, amount: 0, status: 'none' });
    expect(await balance('mid')).toBe(before + 160);
  });

  it("counts a member active from the site's threshold of valid bet (contractRules.activeMemberMinValidBet)", async () => {
    // DAY: p1 K 40 (K 30 + K 10 a millisecond before midnight), p2 K 40.
    const period = periodAt('dailySalary', null, at(DAY, 12).getTime());
    const active = async (threshold: number) => (await teamInputs(server.app.portal.db, ids.mid!, 'CONS', period, threshold)).activeMembers;
    expect([await active(1), await active(4_000), await active(4_001)]).toEqual([2, 2, 0]);
  });

  it('pays once however often it runs, and a day not over yet waits', async () => {
    const count = (await settlementsOf(contract)).length;
    const moneyBefore = await balance('mid');
    await runContractJobs(server.app.portal, at(addSiteDays(DAY, 1), 0, 6));
    await runContractJobs(server.app.portal, at(addSiteDays(DAY, 1), 23, 59));
    expect((await settlementsOf(contract)).length).toBe(count);
    expect(await balance('mid')).toBe(moneyBefore);
    expect(await server.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
  });

  it("shows in the downline's records and income, and in the upline's records as paid", async () => {
    const page = await client.get<ContractSettlementPage>(`${agentContractSettlements.path}?kind=dailySalary&from=${addSiteDays(DAY, -1)}&to=${DAY}`, { token: tokens.mid });
    expect(page.body.value.content.map((row) => [row.periodKey, row.amount, row.status])).toEqual([
      [DAY, 160, 'paid'],
      [addSiteDays(DAY, -1), 0, 'none'],
    ]);
    expect(page.body.value.summary).toEqual({ paid: 160, unpaid: 0, count: 2 });
    const upline = await client.get<ContractSettlementPage>(`${agentContractSettlements.path}?kind=dailySalary&side=upline&from=${DAY}&to=${DAY}`, { token: tokens.top });
    expect(upline.body.value.content.map((row) => [row.downline.account, row.amount])).toEqual([['mid', 160]]);
    // Income counts a payment on the site day it was paid: the run dated just after DAY's midnight.
    const paidOn = addSiteDays(DAY, 1);
    const income = await client.get<{ lines: { type: string; amount: number }[] }>(`${agentIncome.path}?period=custom&from=${paidOn}&to=${paidOn}`, { token: tokens.mid });
    expect(income.body.value.lines.filter((line) => line.type === 'salary' || line.type === 'dividend')).toEqual([
      { type: 'salary', amount: 160 },
      { type: 'dividend', amount: 0 },
    ]);
  });
});

describe('an upline that cannot pay', () => {
  let contract: number;

  beforeAll(async () => {
    // mid pays p1 1 % of p1's valid bet an hour; mid's own hourly salary from top (what lets it give one)
    // starts only later, so nothing comes in to pay it with.
    await signed('top', 'mid', { kind: 'hourlySalary', tiers: [tier(1_000, 1, 100)] }, at(addSiteDays(DAY, 5), 0));
    // And mid's daily salary ended with DAY: nothing of the next day comes in either.
    await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: at(addSiteDays(DAY, 1), 0).toISOString() }).where('kind', '=', 'dailySalary').execute();
    contract = await signed('mid', 'p1', { kind: 'hourlySalary', tiers: [tier(0, 1, 100)] }, at(addSiteDays(DAY, 1), 3));
  });

  it('is frozen until a later run takes what it owes', async () => {
    await play('p1', [[20_000, at(addSiteDays(DAY, 1), 5, 10)]]);
    const midBalance = await balance('mid');
    // Spend mid's balance down below what it will owe (200).
    if (midBalance > 0) await server.app.portal.ledger.post({ memberId: ids.mid!, amount: -midBalance, kind: 'adjustment', idempotencyKey: 'mid-empty' });
    const report = await runContractJobs(server.app.portal, at(addSiteDays(DAY, 2), 0, 1));
    expect(report.unpaid).toBe(1);
    const owed = (await settlementsOf(contract)).find((row) => row.status === 'unpaid')!;
    expect(owed).toMatchObject({ period_key: `${addSiteDays(DAY, 1)}T05`, valid_bet: 20_000, amount: 200, payer: 'upline' });
    // One row per hour of the day; only 05 owes.
    expect((await settlementsOf(contract)).filter((row) => row.period_key.startsWith(addSiteDays(DAY, 1))).length).toBe(24 - 3);

    const info = (await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value;
    expect(info.owed).toBe(200);
    const transfer = await client.call('POST', '/wps/agent/transfer/downline', { token: tokens.mid, body: { memberId: ids.p2, amount: 100, paymentPassword: 'x', requestId: 'frozen-0001' }, encrypt: true });
    expect([transfer.status, transfer.body.errorCode]).toEqual([403, 'member.frozen']);

    await server.app.portal.ledger.post({ memberId: ids.mid!, amount: 150, kind: 'adjustment', idempotencyKey: 'mid-some' });
    expect((await runContractJobs(server.app.portal, at(addSiteDays(DAY, 2), 0, 2))).owedPaid).toBe(0);
    await server.app.portal.ledger.post({ memberId: ids.mid!, amount: 100, kind: 'adjustment', idempotencyKey: 'mid-enough' });
    const p1Before = await balance('p1');
    expect((await runContractJobs(server.app.portal, at(addSiteDays(DAY, 2), 0, 3))).owedPaid).toBe(1);
    expect(await balance('mid')).toBe(50);
    expect(await balance('p1')).toBe(p1Before + 200);
    expect((await client.get<ConsolidatedFunds>(consolidatedFunds.path, { token: tokens.mid })).body.value.owed).toBe(0);
  });
});

describe('a real-time salary and a weekly dividend', () => {
  it('settles each 5-minute window on its own bets', async () => {
    const start = at(addSiteDays(DAY, 2), 10, 0);
    const contract = await signed('top', 'mid', { kind: 'realtimeSalary', tiers: [tier(1_000, 1, 50)] }, new Date(start.getTime() + 60_000));
    await play('p2', [[6_000, new Date(start.getTime() + 2 * 60_000)], [2_000, new Date(start.getTime() + 5 * 60_000)]]);
    await runContractJobs(server.app.portal, new Date(start.getTime() + 10 * 60_000));
    const rows = await settlementsOf(contract);
    expect(rows.map((row) => [row.period_key, Number(row.valid_bet), Number(row.amount)])).toEqual([
      [start.toISOString(), 6_000, 30],
      [new Date(start.getTime() + 5 * 60_000).toISOString(), 2_000, 10],
    ]);
  });

  it("pays the rate of the team's net loss for the week, Monday to Sunday", async () => {
    const monday = (() => {
      let day = addSiteDays(DAY, -10);
      while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addSiteDays(day, 1);
      return day;
    })();
    const contract = await signed('top', 'mid', { kind: 'dividend', product: 'CONS', period: 'W', tiers: [tier(0, 1, 1_000, 'P', 1)] }, at(monday, 1));
    await play('p2', [[50_000, at(monday, 9)], [50_000, at(addSiteDays(monday, 6), 23, 59)]]);
    await runContractJobs(server.app.portal, at(addSiteDays(monday, 7), 0, 1));
    const [week] = await settlementsOf(contract);
    const expected = await raw(['mid', 'p1', 'p2'], at(monday, 0), at(addSiteDays(monday, 7), 0));
    expect(week).toMatchObject({ period_key: `W${monday}`, valid_bet: expected.validBet, net_loss: expected.netLoss });
    expect(Number(week!.amount)).toBe(expected.netLoss > 0 ? Math.floor((expected.netLoss * 1_000) / 10_000) : 0);
  });
});

describe('runs at once', () => {
  // Several instances share one PostgreSQL; SQLite serves one instance (api/README.md), so there the
  // runs at once are three of one server.
  it('settle the same window once', async () => {
    const second = TEST_DIALECT === 'postgres' ? await startServer({ databaseUrl: server.databaseUrl, authRateLimit: 1000 }) : server;
    try {
      const start = at(addSiteDays(DAY, 2), 14, 0);
      await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: start.toISOString() }).where('kind', '=', 'realtimeSalary').execute();
      const contract = await signed('top', 'mid', { kind: 'realtimeSalary', tiers: [tier(1_000, 1, 100)] }, new Date(start.getTime() + 1_000));
      await play('p1', [[10_000, new Date(start.getTime() + 60_000)]]);
      const txnsBefore = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ledger_txn`.execute(server.app.portal.db)).rows[0]!.n);
      const now = new Date(start.getTime() + 5 * 60_000);
      await Promise.all([runContractJobs(server.app.portal, now), runContractJobs(second.app.portal, now), runContractJobs(server.app.portal, now)]);
      const rows = await settlementsOf(contract);
      expect(rows.map((row) => [row.period_key, Number(row.amount), row.status])).toEqual([[start.toISOString(), 100, 'paid']]);
      const txnsAfter = Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ledger_txn`.execute(server.app.portal.db)).rows[0]!.n);
      expect(txnsAfter - txnsBefore).toBe(1);
      expect(await server.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
    } finally {
      if (second !== server) await second.close();
    }
  });
});

describe('the ops call', () => {
  it('runs the jobs as of a given time, and only with the ops token', async () => {
    const start = at(addSiteDays(DAY, 2), 16, 0);
    await server.app.portal.db.updateTable('agent_contract').set({ status: 'C', ended_at: start.toISOString() }).where('kind', '=', 'realtimeSalary').execute();
    const contract = await signed('top', 'mid', { kind: 'realtimeSalary', tiers: [tier(1_000, 1, 100)] }, new Date(start.getTime() + 1_000));
    await play('p2', [[3_000, new Date(start.getTime() + 60_000)]]);
    const body = { asOf: new Date(start.getTime() + 5 * 60_000).toISOString() };
    expect((await client.call('POST', adminSettleContracts.path, { body })).status).toBe(401);
    const run = await client.call<{ settled: number; paid: number }>('POST', adminSettleContracts.path, { body, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(run.status).toBe(200);
    expect(run.body.value.paid).toBeGreaterThanOrEqual(1);
    expect((await settlementsOf(contract)).map((row) => [Number(row.valid_bet), Number(row.amount), row.status])).toEqual([[3_000, 30, 'paid']]);
    const bad = await client.call('POST', adminSettleContracts.path, { body: { asOf: 'yesterday' }, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect([bad.status, bad.body.value]).toEqual([400, { field: 'asOf' }]);
  });
});
