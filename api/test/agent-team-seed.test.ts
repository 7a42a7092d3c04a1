import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { runContractJobs } from '../src/contract';
import { demoAccountRows, DEMO_SUB_AGENTS, DEMO_TEAM_PASSWORD } from '../src/seed';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, agentApi, daysBefore, downlineByParent, expectedFigures, rawDays, todayOnSite } from './helpers/team';

/*
 * Seed step `agent-team`: on a fresh site the demo agent has a real team (three levels and
 * more, about 40 accounts, sub-agents) with 60 days of play, deposits and withdrawals, so every team
 * report shows numbers; all of it went through the real paths, so the books balance and the reports
 * agree with the raw rows. The other API tests start without it (helpers/server.ts).
 */

const { agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;
let agentId: number;
let team: Map<number, number>;

beforeAll(async () => {
  server = await startServer({ demoTeam: true });
  client = new TestClient(server.url);
  token = await client.tokenFor(agent.username, agent.password);
  agentId = await memberIdOf(server, agent.username);
  team = await downlineByParent(server, agentId);
}, 120_000);
afterAll(() => server.close());

const inTeam = (ids: number[]) => ids.filter((id) => team.has(id));

it('gives the demo agent a team of about 40, three levels deep and more, with sub-agents', async () => {
  expect(team.size).toBeGreaterThanOrEqual(38);
  expect(team.size).toBeLessThanOrEqual(50);
  expect(Math.max(...team.values())).toBeGreaterThanOrEqual(3);
  const agents = await rows(server, sql<{ id: number }>`SELECT id FROM member WHERE type = 1`);
  expect(inTeam(agents.map((a) => a.id)).length).toBeGreaterThanOrEqual(3);
});

it('lays real play, deposits and withdrawals over the last 60 days', async () => {
  const bets = await rows(server, sql<{ member_id: number; created_at: string; round_id: number | null }>`SELECT member_id, created_at, round_id FROM bet_record`);
  const ours = bets.filter((b) => team.has(b.member_id));
  expect(ours.length).toBeGreaterThan(200);
  // Rounds of the in-house games, each with its ledger bet.
  expect(ours.every((b) => b.round_id !== null)).toBe(true);
  const days = new Set(ours.map((b) => b.created_at.slice(0, 10)));
  expect(days.size).toBeGreaterThanOrEqual(40);
  const oldest = ours.map((b) => b.created_at).sort()[0]!;
  expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(45 * 86_400_000);
  expect(Date.now() - Date.parse(oldest)).toBeLessThan(62 * 86_400_000);

  const deposits = await rows(server, sql<{ member_id: number; n: number }>`
    SELECT o.member_id, COUNT(*) AS n FROM deposit_order o JOIN ledger_entry e ON e.idempotency_key = 'deposit:' || o.order_no
     WHERE o.status = 'credited' GROUP BY o.member_id`);
  expect(inTeam(deposits.map((d) => d.member_id)).length).toBeGreaterThanOrEqual(25);
  const withdrawals = await rows(server, sql<{ member_id: number; status: string }>`
    SELECT o.member_id, o.status FROM withdraw_order o JOIN ledger_entry e ON e.idempotency_key = 'withdrawal:' || o.order_no`);
  expect(inTeam(withdrawals.map((w) => w.member_id)).length).toBeGreaterThanOrEqual(5);
  expect(await server.app.portal.ledger.verifyBooks()).toMatchObject({ ok: true });
});

it('shows numbers in every report on a fresh site, equal to the raw rows', async () => {
  const api = agentApi(client, token);
  const today = todayOnSite();
  const from = daysBefore(today, 30);
  const expected = expectedFigures(await rawDays(server), new Set(team.keys()), from, today).total;
  const month = (await api<Record<string, number>>(AGENT_CALLS.overview, { from, to: today })).body.value;
  expect(month).toMatchObject({ teamSize: team.size, ...expected });
  expect(expected.betCount * expected.deposits * expected.withdrawals * expected.newMembers).toBeGreaterThan(0);

  const now = (await api<Record<string, number>>(AGENT_CALLS.overview)).body.value;
  expect(now.betCount).toBeGreaterThan(0);
  expect(now.activeMembers).toBeGreaterThan(0);
  expect(now.newMembers).toBeGreaterThan(0);

  const window = { from, to: today };
  expect((await api<{ totalElements: number }>(AGENT_CALLS.downline)).body.value.totalElements).toBe(team.size);
  expect((await api<{ totalElements: number }>(AGENT_CALLS.betting, window)).body.value.totalElements).toBeGreaterThan(10);
  expect((await api<{ totalElements: number }>(AGENT_CALLS.profit, window)).body.value.totalElements).toBeGreaterThan(10);
  const moves = (await api<{ summary: { deposits: number; withdrawals: number; transfersIn: number } }>(AGENT_CALLS.transactions, window)).body.value.summary;
  expect(moves.deposits * moves.withdrawals * moves.transfersIn).toBeGreaterThan(0);
  expect((await api<{ total: number }>(AGENT_CALLS.income, window)).body.value.total).toBeGreaterThan(0);
});

it("says what each money movement of the demo's history is about, in the team's and the agent's own records", async () => {
  const api = agentApi(client, token);
  const window = { from: daysBefore(todayOnSite(), 30), to: todayOnSite() };
  type Moves = { content: { kind: string; detail: { type: string } | null }[]; totalPages: number };
  const moves: Moves['content'] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await api<Moves>(AGENT_CALLS.transactions, { ...window, pageNo, pageSize: 100 })).body.value;
    moves.push(...page.content);
    if (pageNo >= page.totalPages) break;
  }
  expect(moves.length).toBeGreaterThan(20);
  expect(moves.filter((m) => m.detail === null)).toEqual([]);
  expect(new Set(moves.map((m) => m.detail?.type))).toEqual(new Set(['depositOrder', 'withdrawOrder', 'upline', 'downline']));
  const own = (await api<Moves>('/wps/report/transactions', { ...window, pageSize: 100 })).body.value.content;
  // Which of its own movements fall in the window moves with the date the seed lays them over.
  expect(own.length).toBeGreaterThan(0);
  expect(own.filter((e) => e.kind !== 'seed' && e.detail === null)).toEqual([]);
});

it('lets a sub-agent in with the team password to see its own part of the team', async () => {
  const [north] = DEMO_SUB_AGENTS;
  const own = await downlineByParent(server, await memberIdOf(server, north.account));
  const answer = await agentApi(client, await client.tokenFor(north.account, DEMO_TEAM_PASSWORD))<{ teamSize: number }>(AGENT_CALLS.overview);
  expect(answer.body.value.teamSize).toBe(own.size);
  expect(own.size).toBeLessThan(team.size);
});

describe('seed step agent-contracts', () => {
  it('signs a contract of every kind in the team, and the jobs settle their history from the seeded play', async () => {
    const ctx = server.app.portal;
    const contracts = await ctx.db.selectFrom('agent_contract').selectAll().execute();
    expect(new Set(contracts.map((c) => c.kind))).toEqual(new Set(['dailySalary', 'dividend', 'hourlySalary', 'realtimeSalary']));
    expect(contracts.every((c) => c.status === 'A' && c.signed_at !== null)).toBe(true);

    const report = await runContractJobs(ctx);
    expect(report.unpaid).toBe(0);
    expect(await runContractJobs(ctx)).toMatchObject({ settled: 0 });
    const daily = contracts.find((c) => c.kind === 'dailySalary' && c.upline_id === agentId)!;
    const settled = await ctx.db.selectFrom('contract_settlement').selectAll().where('contract_id', '=', daily.id).orderBy('period_start').execute();
    // 30 days signed: 30 or 31 site days have ended since (the signing day counts whole).
    expect(settled.length).toBeGreaterThanOrEqual(30);
    expect(settled.some((s) => s.status === 'paid' && Number(s.amount) > 0)).toBe(true);
    // Each day's valid bet is the raw bet records of the downline's team that day.
    const below = [daily.downline_id, ...[...(await downlineByParent(server, daily.downline_id)).keys()]];
    for (const day of settled.filter((s) => Number(s.valid_bet) > 0).slice(0, 5)) {
      const [raw] = await rows(server, sql<{ valid: number }>`SELECT COALESCE(SUM(valid_bet), 0) AS valid FROM bet_record
        WHERE member_id IN (${sql.join(below)}) AND created_at >= ${day.period_start} AND created_at < ${day.period_end}`);
      expect([day.period_key, Number(day.valid_bet)]).toEqual([day.period_key, Number(raw!.valid)]);
    }
    expect(await ctx.ledger.verifyBooks()).toMatchObject({ ok: true });
  });
});

/*
 * What the demo accounts hold, as the README's table and the start banner say it: the team sends money up
 * and earns the agent commissions, so it does not hold its opening K 0.00.
 */
const README = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

/** The README's demo table: username → the balance cell. */
function readmeBalances(): Map<string, string> {
  const cells = new Map<string, string>();
  for (const line of README.split('\n')) {
    const columns = line.split('|').map((cell) => cell.trim());
    if (columns.length < 6) continue;
    for (const username of columns[2]!.matchAll(/`([^`]+)`/g)) cells.set(username[1]!, columns[4]!);
  }
  return cells;
}

const AMOUNT = /^K [0-9,]+\.[0-9]{2}/;

test('the start banner prints what each demo account holds now, the agent its team’s money too', async () => {
  const rows = await demoAccountRows(server.app.portal);
  const agentRow = rows.find((row) => row.username === agent.username)!;
    const held = await server.app.portal.ledger.balanceOf(agentId);
  expect(held).toBeGreaterThan(0);
  expect(agentRow.balance).toBe(`K ${(held / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
});

test('the README’s demo table states an amount only where the seeded site holds exactly that', async () => {
  const readme = readmeBalances();
  const rows = await demoAccountRows(server.app.portal);
  for (const row of rows) {
    const cell = readme.get(row.username);
    expect([row.username, cell !== undefined]).toEqual([row.username, true]);
    const stated = AMOUNT.exec(cell!)?.[0];
    // A cell that starts with an amount says what the account holds; one that moves at seed time says so in words.
    if (stated !== undefined) expect([row.username, stated]).toEqual([row.username, row.balance]);
  }
});
