import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { teamWindow } from '../src/agent/periods';
import { createMember } from '../src/registration';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { clientFrom, registerForm } from './helpers/forms';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, agentApi, daysBefore, todayOnSite } from './helpers/team';
import { inhouseApi, requestId, DICE } from './inhouse-helpers';

/*
 * The team's scope and tree: two agents in different branches, a sub-agent, a player, a
 * trial user and a guest; nobody reads what is not theirs. The tree follows registration through an
 * invitation code. The reports' figures are checked against the raw rows in agent-team-reports.test.ts.
 */

const { player, trial, agent } = DEMO_ACCOUNTS;
const PASSWORD = 'Secret123';
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function member(account: string, type: number, parent: string | null, affiliateCode?: string) {
  const row = await createMember(server.app.portal, { merchantId: 1, account, nickname: account, type, password: PASSWORD, parentId: parent ? ids[parent]! : null, affiliateCode });
  ids[account] = row.id;
}

/** Registers through the register window with an invitation code, as a visitor from a link would. */
async function registerWith(account: string, affiliateCode: string, ip: string) {
  const visitor = clientFrom(server.url, ip);
  const answer = await visitor.sealed<{ token: string }>('PUT', '/wps/member/register', await registerForm(visitor, server, { username: account, password: PASSWORD, confirmPassword: PASSWORD, affiliateCode }));
  if (answer.status !== 200) throw new Error(`register ${account}: ${JSON.stringify(answer.body)}`);
  ids[account] = await memberIdOf(server, account);
  tokens[account] = answer.body.value.token;
}

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000 });
  client = new TestClient(server.url);
  ids.agent01 = await memberIdOf(server, agent.username);
  // Branch A: agent01 → suba (a sub-agent) → alice (registered through suba's code); agent01 → amy.
  await member('suba', 1, 'agent01', 'SUBA01');
  await registerWith('alice', 'suba01', '10.14.0.1');
  await member('amy', 0, 'agent01');
  // Branch B: agentb, a root agent of its own → bobby (registered through its code).
  await member('agentb', 1, null, 'AGB001');
  await registerWith('bobby', 'AGB001', '10.14.0.2');
  for (const [account, password] of [['agent01', agent.password], ['suba', PASSWORD], ['agentb', PASSWORD], [player.username, player.password], [trial.username, trial.password]]) {
    tokens[account!] = await client.tokenFor(account!, password!);
  }
  // Bobby plays a round, so branch B has something to leak.
  const games = inhouseApi(client);
  await server.app.portal.ledger.post({ memberId: ids.bobby!, amount: 50_000, kind: 'deposit', reference: 'D-bobby', idempotencyKey: 'agent-team:bobby-deposit' });
  const { ticket } = (await games.launch(DICE, tokens.bobby!)).body.value;
  expect((await games.round({ ticket, bet: 1_000, requestId: requestId(), dice: { target: 50, over: true } }, tokens.bobby!)).status).toBe(200);
});
afterAll(() => server.close());

const treeOf = async (memberId: number) =>
  rows(server, sql<{ ancestor_id: number; depth: number }>`SELECT ancestor_id, depth FROM agent_tree WHERE descendant_id = ${memberId} ORDER BY depth`);

describe('the downline tree', () => {
  it('places a member registered through an invitation code under that agent, at every level above it', async () => {
    expect(await treeOf(ids.alice!)).toEqual([
      { ancestor_id: ids.alice, depth: 0 },
      { ancestor_id: ids.suba, depth: 1 },
      { ancestor_id: ids.agent01, depth: 2 },
    ]);
    expect(await treeOf(ids.bobby!)).toEqual([
      { ancestor_id: ids.bobby, depth: 0 },
      { ancestor_id: ids.agentb, depth: 1 },
    ]);
  });

  it('counts the registration as a new member of the agent today', async () => {
    const view = await agentApi(client, tokens.suba!)<{ newMembers: number; teamSize: number; directCount: number }>(AGENT_CALLS.overview);
    expect(view.status).toBe(200);
    expect(view.body.value).toMatchObject({ newMembers: 1, teamSize: 1, directCount: 1 });
  });

  it('agrees with parent_id for every member of the site', async () => {
    const broken = await rows(
      server,
      sql`SELECT m.id FROM member m WHERE NOT EXISTS (SELECT 1 FROM agent_tree t WHERE t.descendant_id = m.id AND t.depth = 0)
          OR (m.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM agent_tree t WHERE t.descendant_id = m.id AND t.ancestor_id = m.parent_id AND t.depth = 1))`,
    );
    expect(broken).toEqual([]);
  });
});

describe('who may call the team', () => {
  const calls = [AGENT_CALLS.overview, AGENT_CALLS.downline, AGENT_CALLS.member(1), AGENT_CALLS.betting, AGENT_CALLS.profit, AGENT_CALLS.income, AGENT_CALLS.transactions];

  it('answers a guest 401, and a player or a trial user "not an agent"', async () => {
    for (const path of calls) {
      const guest = await agentApi(client, null)(path);
      expect([path, guest.status, guest.body.errorCode]).toEqual([path, 401, 'login.not.session']);
      for (const account of [player.username, trial.username]) {
        const refused = await agentApi(client, tokens[account]!)(path);
        expect([path, account, refused.status, refused.body.errorCode, refused.body.message]).toEqual([path, account, 403, 'member.not.agent', 'not an agent']);
      }
    }
  });

  it('says "not an agent" in the reader\'s language', async () => {
    const my = await new TestClient(server.url, { Language: 'MY', Merchant: 'DEMO', Device: 'web' }).get(AGENT_CALLS.overview, { token: tokens[player.username] });
    expect(my.body.message).toBe('အေးဂျင့် မဟုတ်ပါ');
  });
});

describe('an agent reads its own subtree only', () => {
  type Downline = { content: { id: number; account: string; level: number; upline: string | null; kind: string }[]; totalElements: number };
  const accountsOf = (page: Downline) => page.content.map((m) => m.account).sort();

  it('lists its direct and indirect downline, never another branch', async () => {
    const api = agentApi(client, tokens.agent01!);
    const all = (await api<Downline>(AGENT_CALLS.downline, { pageSize: 100 })).body.value;
    expect(accountsOf(all)).toEqual(['alice', 'amy', 'suba']);
    expect(all.content.find((m) => m.account === 'alice')).toMatchObject({ level: 2, upline: 'suba', kind: 'member' });
    expect(all.content.find((m) => m.account === 'suba')).toMatchObject({ level: 1, upline: 'agent01', kind: 'agent' });
    expect(accountsOf((await api<Downline>(AGENT_CALLS.downline, { scope: 'direct' })).body.value)).toEqual(['amy', 'suba']);
    expect(accountsOf((await api<Downline>(AGENT_CALLS.downline, { level: 2 })).body.value)).toEqual(['alice']);
    expect(accountsOf((await api<Downline>(AGENT_CALLS.downline, { kind: 'agent' })).body.value)).toEqual(['suba']);
    expect(accountsOf((await api<Downline>(AGENT_CALLS.downline, { account: 'BOB' })).body.value)).toEqual([]);
    expect(accountsOf((await api<Downline>(AGENT_CALLS.downline, { account: '%' })).body.value)).toEqual([]);
    expect(accountsOf((await agentApi(client, tokens.agentb!)<Downline>(AGENT_CALLS.downline)).body.value)).toEqual(['bobby']);
    expect(accountsOf((await agentApi(client, tokens.suba!)<Downline>(AGENT_CALLS.downline)).body.value)).toEqual(['alice']);
  });

  it("answers another branch's member, its own upline and itself exactly as a member that does not exist", async () => {
    const missing = await agentApi(client, tokens.agent01!)(AGENT_CALLS.member(2_000_000));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, value: null, message: 'No such member in your team', errorCode: 'agent.member.not.found' });
    for (const [reader, target] of [['agent01', 'bobby'], ['agent01', 'agentb'], ['agent01', 'agent01'], ['agentb', 'alice'], ['suba', 'agent01'], ['suba', 'amy']] as const) {
      const answer = await agentApi(client, tokens[reader]!)(AGENT_CALLS.member(ids[target]!));
      expect([reader, target, answer.status, answer.body]).toEqual([reader, target, 404, missing.body]);
    }
  });

  it("shows a member of its team with that member's own figures", async () => {
    const detail = await agentApi(client, tokens.agentb!)<{ member: { account: string; level: number; balance: number }; lifetime: { betCount: number; deposits: number } }>(AGENT_CALLS.member(ids.bobby!));
    expect(detail.status).toBe(200);
    expect(detail.body.value.member).toMatchObject({ account: 'bobby', level: 1 });
    expect(detail.body.value.lifetime).toMatchObject({ betCount: 1, deposits: 50_000 });
    expect(detail.body.value.member.balance).toBe(await server.app.portal.ledger.balanceOf(ids.bobby!));
  });

  it("never mentions another branch's accounts or money in any report", async () => {
    const api = agentApi(client, tokens.agent01!);
    const today = todayOnSite();
    for (const path of [AGENT_CALLS.overview, AGENT_CALLS.downline, AGENT_CALLS.betting, AGENT_CALLS.profit, AGENT_CALLS.income, AGENT_CALLS.transactions]) {
      const answer = await api(path, path === AGENT_CALLS.downline ? { pageSize: 100 } : { from: daysBefore(today, 30), to: today, pageSize: 100 });
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body.value);
      expect([path, text.includes('"bobby"'), text.includes('agentb'), text.includes('D-bobby')]).toEqual([path, false, false, false]);
    }
    const theirs = await agentApi(client, tokens.agentb!)<{ summary: { count: number; deposits: number } }>(AGENT_CALLS.transactions);
    expect(theirs.body.value.summary).toMatchObject({ count: 1, deposits: 50_000 });
    const ours = await api<{ summary: { betCount: number } }>(AGENT_CALLS.betting);
    expect(ours.body.value.summary.betCount).toBe(0);
  });

  it('takes no agent from the client: an agent id in the query is not a field of any call', async () => {
    const answer = await agentApi(client, tokens.agent01!)(AGENT_CALLS.downline, { agentId: ids.agentb! });
    // A field the call does not declare changes nothing: the answer is still agent01's own team.
    expect(answer.status).toBe(200);
    expect((answer.body.value as { totalElements: number }).totalElements).toBe(3);
  });
});

describe('periods (spec §9 date filters)', () => {
  const api = () => agentApi(client, tokens.agent01!);

  it('takes a custom range of up to 31 days, both ends counted', async () => {
    const ok = await api()<{ from: string; to: string }>(AGENT_CALLS.betting, { from: '2025-01-01', to: '2025-01-31' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ from: '2025-01-01', to: '2025-01-31' });
    const long = await api()(AGENT_CALLS.profit, { from: '2025-01-01', to: '2025-02-01' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'to' }, message: 'to: must be a date from 2025-01-01 to 2025-01-31 (at most 31 days)' });
    const backwards = await api()(AGENT_CALLS.overview, { from: '2025-03-02', to: '2025-03-01' });
    expect(backwards.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'to' } });
  });

  it('refuses a custom period without both dates, or with an impossible one', async () => {
    expect((await api()(AGENT_CALLS.income, { period: 'custom', to: '2025-03-01' })).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'from' } });
    expect((await api()(AGENT_CALLS.income, { from: '2025-02-30', to: '2025-03-01' })).body).toMatchObject({ value: { field: 'from' } });
    expect((await api()(AGENT_CALLS.income, { period: 'lastYear' })).status).toBe(400);
  });

  it('works out today, yesterday, this week and this month in Myanmar time', () => {
    // 2025-06-04 18:00 UTC is Thursday 2025-06-05 00:30 in Myanmar.
    const now = Date.parse('2025-06-04T18:00:00Z');
    expect(teamWindow({}, now)).toEqual({ from: '2025-06-05', to: '2025-06-05' });
    expect(teamWindow({ period: 'yesterday' }, now)).toEqual({ from: '2025-06-04', to: '2025-06-04' });
    expect(teamWindow({ period: 'thisWeek' }, now)).toEqual({ from: '2025-06-02', to: '2025-06-05' });
    expect(teamWindow({ period: 'thisMonth' }, now)).toEqual({ from: '2025-06-01', to: '2025-06-05' });
    // A Monday is its own week's first day; a Sunday belongs to the week before.
    expect(teamWindow({ period: 'thisWeek' }, Date.parse('2025-06-02T03:00:00Z'))).toEqual({ from: '2025-06-02', to: '2025-06-02' });
    expect(teamWindow({ period: 'thisWeek' }, Date.parse('2025-06-08T03:00:00Z'))).toEqual({ from: '2025-06-02', to: '2025-06-08' });
  });
});
