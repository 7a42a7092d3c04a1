import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { splitEqually, splitRandomly } from '../src/agent';
import { TestClient } from './helpers/client';
import { memberIdOf, rows } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, moneyCounts, PAY_PASSWORD, sealedCall, setPayPassword, teamMember, TEAM_PASSWORD } from './helpers/team';

/*
 * The agent funds its team: a transfer to one direct downline, a red envelope shared by
 * several (AGENTRANSMULTDOWN3, equal or random), and the transfer to the upline for agents too. Each
 * with the payment password, through the ledger (idempotent, never below zero, books balanced), to the
 * direct downline only, and each receiver told. Tree: agent01 → d1, d2, d3, suba (a sub-agent) →
 * deep; agentb → bee (another branch).
 */

const { player, trial, agent } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let counter = 0;
const requestId = (label = 'req') => `${label}-${process.pid}-${++counter}`;

interface Envelope {
  balance: number;
  split: string;
  shares: { memberId: number; account: string; amount: number }[];
}

const transfer = (token: string | null, body: Record<string, unknown>) => sealedCall<{ balance: number }>(client, token, 'POST', AGENT_CALLS.transfer, body);
const envelope = (token: string | null, body: Record<string, unknown>) => sealedCall<Envelope>(client, token, 'POST', AGENT_CALLS.envelope, body);
const balanceOf = (id: number) => server.app.portal.ledger.balanceOf(id);
const balances = async (...accounts: string[]) => Promise.all(accounts.map((a) => balanceOf(ids[a]!)));
const messagesOf = async (memberId: number) =>
  rows(server, sql<{ type: string; params: string }>`SELECT type, params FROM member_message WHERE member_id = ${memberId} AND type LIKE 'transfer%' ORDER BY id`);
const expectBooksBalanced = async () => expect((await server.app.portal.ledger.verifyBooks()).ok).toBe(true);

beforeAll(async () => {
  server = await startServer({ authRateLimit: 1000 });
  client = new TestClient(server.url);
  ids.agent01 = await memberIdOf(server, agent.username);
  await server.app.portal.ledger.post({ memberId: ids.agent01, amount: 1_000_000, kind: 'seed', idempotencyKey: 'agent01-opening' });
  for (const account of ['d1', 'd2', 'd3']) ids[account] = await teamMember(server, account, 0, ids.agent01);
  ids.suba = await teamMember(server, 'suba', 1, ids.agent01, { balance: 50_000 });
  ids.deep = await teamMember(server, 'deep', 0, ids.suba);
  ids.agentb = await teamMember(server, 'agentb', 1, null, { balance: 50_000 });
  ids.bee = await teamMember(server, 'bee', 0, ids.agentb);
  for (const [account, password] of [['agent01', agent.password], ['suba', TEAM_PASSWORD], ['agentb', TEAM_PASSWORD], ['d1', TEAM_PASSWORD], [player.username, player.password], [trial.username, trial.password]]) {
    tokens[account!] = await client.tokenFor(account!, password!);
  }
  await setPayPassword(client, tokens.agent01!);
  await setPayPassword(client, tokens.suba!);
});
afterAll(() => server.close());

describe('a transfer to one direct downline', () => {
  const body = { amount: 12_345, paymentPassword: PAY_PASSWORD, requestId: 'one-transfer-0001' };

  it("moves the agent's MAIN to the member's in one txn and tells the member", async () => {
    const [agentBefore, d1Before] = await balances('agent01', 'd1');
    const answer = await transfer(tokens.agent01!, { ...body, memberId: ids.d1 });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ balance: agentBefore! - 12_345 });
    expect(await balances('agent01', 'd1')).toEqual([agentBefore! - 12_345, d1Before! + 12_345]);
    const legs = await rows(server, sql<{ member_id: number; amount: number; kind: string; reference: string }>`
      SELECT w.member_id, e.amount, e.kind, e.reference FROM ledger_entry e JOIN wallet w ON w.id = e.wallet_id
       WHERE e.txn_id = (SELECT id FROM ledger_txn WHERE idempotency_key = ${`agent-transfer:${ids.agent01}:${body.requestId}`}) ORDER BY e.id`);
    expect(legs.map((l) => ({ ...l, amount: Number(l.amount) }))).toEqual([
      { member_id: ids.agent01, amount: -12_345, kind: 'transfer.downline', reference: 'downline:d1' },
      { member_id: ids.d1, amount: 12_345, kind: 'transfer.downline', reference: 'upline:agent01' },
    ]);
    // The receiver reads it in its messages, and its stream got the notification and the balance.
    const inbox = await client.get<{ content: { title: string; content: string }[] }>('/wps/member/messages', { token: tokens.d1 });
    expect(inbox.body.value.content[0]).toMatchObject({ title: 'Transfer from upline', content: 'Your upline agent01 transferred K 123.45 to you.' });
    const events = await rows(server, sql<{ type: string; data: string }>`SELECT type, data FROM member_event WHERE member_id = ${ids.d1} ORDER BY id`);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['balance', 'notification']));
    expect(JSON.parse(events.filter((e) => e.type === 'balance').at(-1)!.data)).toEqual({ balance: d1Before! + 12_345 });
    // The team's report sees it as a transfer in.
    const report = await client.get<{ summary: { transfersIn: number } }>(`${AGENT_CALLS.transactions}?type=transfer`, { token: tokens.agent01 });
    expect(report.body.value.summary.transfersIn).toBe(12_345);
  });

  it('answers a retry with the first result and moves nothing; other details conflict', async () => {
    const before = await moneyCounts(server);
    const [agentNow] = await balances('agent01');
    const twins = await Promise.all(Array.from({ length: 4 }, () => transfer(tokens.agent01!, { ...body, memberId: ids.d1 })));
    for (const twin of twins) expect(twin.body.value).toEqual({ balance: agentNow });
    expect(await moneyCounts(server)).toEqual(before);
    const other = await transfer(tokens.agent01!, { ...body, memberId: ids.d1, amount: 1 });
    expect([other.status, other.body.errorCode]).toEqual([409, 'wallet.idempotency.conflict']);
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('needs the right payment password and enough money, and then leaves everything as it was', async () => {
    const before = await moneyCounts(server);
    const wrong = await transfer(tokens.agent01!, { memberId: ids.d2, amount: 100, paymentPassword: '000000', requestId: requestId() });
    expect(wrong.body).toMatchObject({ errorCode: 'payment.password.wrong', value: { field: 'paymentPassword' }, message: 'The payment password is incorrect' });
    const unset = await transfer(tokens.agentb!, { memberId: ids.bee, amount: 100, paymentPassword: PAY_PASSWORD, requestId: requestId() });
    expect(unset.body.errorCode).toBe('payment.password.unset');
    const [agentNow] = await balances('agent01');
    const poor = await transfer(tokens.agent01!, { memberId: ids.d2, amount: agentNow! + 1, paymentPassword: PAY_PASSWORD, requestId: requestId() });
    expect(poor.body).toMatchObject({ errorCode: 'wallet.insufficient', message: 'Insufficient balance' });
    expect(await moneyCounts(server)).toEqual(before);
    expect(await balances('agent01', 'd2', 'bee')).toEqual([agentNow, 0, 0]);
  });

  it.each([['zero', 0], ['fractional', 1.5], ['string', '100'], ['over the limit', 100_000_001]])('refuses a %s amount', async (_label, amount) => {
    const answer = await transfer(tokens.agent01!, { memberId: ids.d2, amount, paymentPassword: PAY_PASSWORD, requestId: requestId() });
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'amount' } });
  });
});

describe('scope: only the direct downline', () => {
  it("answers a deeper member, another branch, the agent itself, its upline and an unknown id as 'No such member in your team'", async () => {
    const before = await moneyCounts(server);
    const unknown = await transfer(tokens.agent01!, { memberId: 2_000_000, amount: 100, paymentPassword: PAY_PASSWORD, requestId: requestId() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, value: null, message: 'No such member in your team', errorCode: 'agent.member.not.found' });
    for (const [sender, target] of [['agent01', 'deep'], ['agent01', 'bee'], ['agent01', 'agentb'], ['agent01', 'agent01'], ['suba', 'agent01'], ['suba', 'd1'], ['agentb', 'd1']] as const) {
      const one = await transfer(tokens[sender]!, { memberId: ids[target], amount: 100, paymentPassword: PAY_PASSWORD, requestId: requestId() });
      const many = await envelope(tokens[sender]!, { memberIds: [ids[target]], amount: 100, split: 'equal', paymentPassword: PAY_PASSWORD, requestId: requestId() });
      expect([sender, target, one.status, one.body, many.status, many.body]).toEqual([sender, target, 404, unknown.body, 404, unknown.body]);
    }
    // One outsider spoils the whole envelope.
    const mixed = await envelope(tokens.agent01!, { memberIds: [ids.d1, ids.deep], amount: 100, split: 'equal', paymentPassword: PAY_PASSWORD, requestId: requestId() });
    expect(mixed.body).toEqual(unknown.body);
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('refuses a guest, a player and a trial user', async () => {
    for (const call of [transfer, envelope]) {
      expect((await call(null, {})).body.errorCode).toBe('login.not.session');
      for (const account of [player.username, trial.username]) expect((await call(tokens[account]!, {})).body.errorCode).toBe('member.not.agent');
    }
  });
});

describe('a red envelope', () => {
  const send = (body: Record<string, unknown>, token = tokens.agent01!) => envelope(token, { paymentPassword: PAY_PASSWORD, requestId: requestId('env'), ...body });

  it('split equally: the remainder a unit each to the first listed, every receiver told', async () => {
    const before = await balances('agent01', 'd1', 'd2', 'd3');
    const answer = await send({ memberIds: [ids.d3, ids.d2, ids.d1], amount: 100, split: 'equal' });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      balance: before[0]! - 100,
      split: 'equal',
      shares: [
        { memberId: ids.d3, account: 'd3', amount: 34 },
        { memberId: ids.d2, account: 'd2', amount: 33 },
        { memberId: ids.d1, account: 'd1', amount: 33 },
      ],
    });
    expect(await balances('agent01', 'd1', 'd2', 'd3')).toEqual([before[0]! - 100, before[1]! + 33, before[2]! + 33, before[3]! + 34]);
    const inbox = await client.get<{ content: { title: string; content: string }[] }>('/wps/member/messages', { token: tokens.d1 });
    expect(inbox.body.value.content[0]).toMatchObject({ title: 'Red envelope from upline', content: 'Your upline agent01 sent you a red envelope: K 0.33.' });
    expect((await messagesOf(ids.d3!)).at(-1)).toEqual({ type: 'transferDownline', params: JSON.stringify({ amount: 34, variant: 'redEnvelope', name: 'agent01' }) });
  });

  it('split at random: shares of at least one unit that sum to the amount, drawn anew each time', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const [agentBefore] = await balances('agent01');
      const answer = await send({ memberIds: [ids.d1, ids.d2, ids.d3, ids.suba], amount: 1_000, split: 'random' });
      const shares = answer.body.value.shares.map((s) => s.amount);
      expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000);
      expect(answer.body.value.balance).toBe(agentBefore! - 1_000);
      seen.add(shares.join(','));
    }
    // Six draws of 4 shares of 1,000 (~1.7e8 ways) are not all the same.
    expect(seen.size).toBeGreaterThan(1);
    // The least amount is a unit each.
    const tight = await send({ memberIds: [ids.d1, ids.d2, ids.d3], amount: 3, split: 'random' });
    expect(tight.body.value.shares.map((s) => s.amount)).toEqual([1, 1, 1]);
    await expectBooksBalanced();
  });

  it('answers a retry with the shares first drawn, moving nothing; other details conflict', async () => {
    const body = { memberIds: [ids.d1, ids.d2], amount: 777, split: 'random', paymentPassword: PAY_PASSWORD, requestId: requestId('env-retry') };
    const first = await envelope(tokens.agent01!, body);
    const before = await moneyCounts(server);
    const twins = await Promise.all(Array.from({ length: 4 }, () => envelope(tokens.agent01!, body)));
    for (const twin of twins) expect(twin.body.value).toEqual(first.body.value);
    expect(await moneyCounts(server)).toEqual(before);
    for (const other of [{ amount: 778 }, { split: 'equal' }, { memberIds: [ids.d1, ids.d3] }, { memberIds: [ids.d1] }]) {
      const conflict = await envelope(tokens.agent01!, { ...body, ...other });
      expect([JSON.stringify(other), conflict.status, conflict.body.errorCode]).toEqual([JSON.stringify(other), 409, 'wallet.idempotency.conflict']);
    }
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('sends twin retries of a new random envelope at once: one movement, one answer', async () => {
    const body = { memberIds: [ids.d1, ids.d2, ids.d3], amount: 9_999, split: 'random', paymentPassword: PAY_PASSWORD, requestId: requestId('env-twins') };
    const before = await moneyCounts(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => envelope(tokens.agent01!, body)));
    for (const answer of answers) expect([answer.status, answer.body.value]).toEqual([200, answers[0]!.body.value]);
    expect((await moneyCounts(server)).txns).toBe(before.txns + 1);
  });

  it('refuses fewer units than receivers, a receiver twice, none, or more than 30', async () => {
    const before = await moneyCounts(server);
    const short = await send({ memberIds: [ids.d1, ids.d2, ids.d3], amount: 2, split: 'equal' });
    expect(short.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'amount' }, message: 'amount: must be a whole amount from 0.03 to 1,000,000.00' });
    for (const memberIds of [[ids.d1, ids.d1], [], Array.from({ length: 31 }, (_, i) => i + 1)]) {
      const answer = await send({ memberIds, amount: 1_000, split: 'equal' });
      expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'memberIds' }, message: 'memberIds: must be 1 to 30 different members of your direct downline' });
    }
    expect((await send({ memberIds: [ids.d1], amount: 10, split: 'lucky' })).body).toMatchObject({ value: { field: 'split' } });
    const wrong = await send({ memberIds: [ids.d1], amount: 10, split: 'equal', paymentPassword: '111111' });
    expect(wrong.body.errorCode).toBe('payment.password.wrong');
    expect(await moneyCounts(server)).toEqual(before);
  });

  it('never overspends: of 10 parallel envelopes, exactly the affordable ones go through', async () => {
    const racer = await teamMember(server, 'racer', 1, null, { balance: 10_000 });
    const team = await Promise.all(['r1', 'r2', 'r3'].map((account) => teamMember(server, account, 0, racer)));
    const token = await client.tokenFor('racer', TEAM_PASSWORD);
    await setPayPassword(client, token);
    const before = await moneyCounts(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => envelope(token, { memberIds: team, amount: 1_500, split: i % 2 ? 'random' : 'equal', paymentPassword: PAY_PASSWORD, requestId: requestId('race') })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body.errorCode).toBe('wallet.insufficient');
    expect(await balanceOf(racer)).toBe(1_000);
    const received = await Promise.all(team.map(balanceOf));
    expect(received.reduce((a, b) => a + b, 0)).toBe(9_000);
    const after = await moneyCounts(server);
    expect([after.txns - before.txns, after.entries - before.entries, after.messages - before.messages]).toEqual([6, 24, 18]);
    await expectBooksBalanced();
  });
});

describe('the split itself', () => {
  it('always sums to the amount with every share at least one unit', () => {
    for (let i = 0; i < 2_000; i += 1) {
      const count = 1 + (i % 30);
      const amount = count + ((i * 7_919) % 5_000);
      for (const shares of [splitEqually(amount, count), splitRandomly(amount, count)]) {
        expect([amount, count, shares.length, shares.reduce((a, b) => a + b, 0), shares.every((s) => Number.isInteger(s) && s >= 1)]).toEqual([amount, count, count, amount, true]);
      }
    }
    expect(() => splitRandomly(2, 3)).toThrow(RangeError);
  });

  it('cuts where the random source says', () => {
    const cuts = [70, 20];
    expect(splitRandomly(100, 3, () => cuts.shift()!)).toEqual([20, 50, 30]);
  });
});

describe('the transfer to the upline, for agents too', () => {
  it('moves a sub-agent\'s MAIN to its agent and tells both', async () => {
    const [subBefore, agentBefore] = await balances('suba', 'agent01');
    const answer = await sealedCall<{ balance: number }>(client, tokens.suba!, 'POST', AGENT_CALLS.transferUpline, { amount: 5_000, paymentPassword: PAY_PASSWORD, requestId: requestId('up') });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ balance: subBefore! - 5_000 });
    expect(await balances('suba', 'agent01')).toEqual([subBefore! - 5_000, agentBefore! + 5_000]);
    expect((await messagesOf(ids.suba!)).at(-1)?.type).toBe('transferUpline');
    expect((await messagesOf(ids.agent01!)).at(-1)).toEqual({ type: 'transferDownline', params: JSON.stringify({ amount: 5_000 }) });
  });

  it('has no upline for a top agent', async () => {
    const answer = await sealedCall(client, tokens.agent01!, 'POST', AGENT_CALLS.transferUpline, { amount: 100, paymentPassword: PAY_PASSWORD, requestId: requestId('up') });
    expect(answer.body).toMatchObject({ errorCode: 'transfer.no.upline', message: 'You have no upline to transfer to' });
  });

  it('leaves the books balanced after everything above', async () => {
    await expectBooksBalanced();
  });
});
