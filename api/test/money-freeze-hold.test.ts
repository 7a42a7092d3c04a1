import { MEMBER_TYPE } from '../src';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, PAY_PASSWORD, setPayPassword, TEAM_PASSWORD, teamMember } from './helpers/team';
import { requestId } from './inhouse-helpers';

/*
 * A frozen agent (owing its downline a settlement its balance did not cover) moves no money out of its
 * reach, whatever races it: the ledger checks the freeze in the debit's own transaction, so a freeze
 * that lands after the service's early check (here: while the payment password is being checked, the
 * slow step between that check and the debit) still refuses, moves nothing and is a risk event.
 */
let server: TestServer;
let client: TestClient;
let counter = 0;
/** Run once, at the next payment password check: the freeze lands between the early check and the debit. */
let duringPasswordCheck: (() => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  // The hasher is not under test: it is only the moment the race is placed at; the check itself is real.
  const passwords = server.app.portal.passwords;
  const verify = passwords.verify.bind(passwords);
  passwords.verify = async (password, stored) => {
    const step = duringPasswordCheck;
    duringPasswordCheck = null;
    await step?.();
    return verify(password, stored);
  };
});
afterAll(() => server.close());

/** An agent `mid` (with money, a payment password and a bank card) under `top`, with a direct downline. */
async function agentTeam(balance: number) {
  counter += 1;
  const account = `frz${process.pid % 1000}x${counter}`;
  const topId = await teamMember(server, `${account}t`, MEMBER_TYPE.agent, null);
  const id = await teamMember(server, account, MEMBER_TYPE.agent, topId, { balance });
  const downlineId = await teamMember(server, `${account}d`, MEMBER_TYPE.member, id);
  const token = await client.tokenFor(account, TEAM_PASSWORD);
  await setPayPassword(client, token);
  const card = await client.sealed<{ id: number }>('POST', '/wps/member/bankCards', { bankCode: 'KBZ', accountName: 'Freeze Test', accountNumber: `79${counter}000123456`, paymentPassword: PAY_PASSWORD }, { token });
  expect(card.status).toBe(200);
  return { id, topId, downlineId, token, cardId: card.body.value.id };
}

/** What the contract jobs write when the agent's balance does not cover a daily salary: the agent is frozen. */
async function freeze(uplineId: number, downlineId: number, amount = 200): Promise<void> {
  const db = server.app.portal.db;
  const at = new Date().toISOString();
  const contract = await db
    .insertInto('agent_contract')
    .values({ merchant_id: 1, kind: 'dailySalary', product: 'CONS', period: null, upline_id: uplineId, downline_id: downlineId, status: 'A', proposed_tiers: null, proposed_period: null, termination_by: null, created_at: at, updated_at: at, signed_at: at, ended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contract_settlement')
    .values({ merchant_id: 1, contract_id: contract.id, kind: 'dailySalary', period_key: '2026-01-01', period_start: at, period_end: at, upline_id: uplineId, downline_id: downlineId, payer: 'upline', valid_bet: 20_000, net_loss: 0, active_members: 1, tier: null, amount, status: 'unpaid', txn_id: null, settled_at: at, paid_at: null })
    .execute();
}

type Team = Awaited<ReturnType<typeof agentTeam>>;
const moneyOut: Record<string, (team: Team, amount: number) => { path: string; body: Record<string, unknown> }> = {
  withdrawal: (team, amount) => ({ path: '/wps/transaction/withdraw', body: { bankCardId: team.cardId, amount } }),
  'transfer.downline': (team, amount) => ({ path: AGENT_CALLS.transfer, body: { memberId: team.downlineId, amount } }),
  'transfer.envelope': (team, amount) => ({ path: AGENT_CALLS.envelope, body: { memberIds: [team.downlineId], amount, split: 'equal' } }),
  'transfer.upline': (_team, amount) => ({ path: AGENT_CALLS.transferUpline, body: { amount } }),
};
const send = (team: Team, kind: string, amount: number) => {
  const call = moneyOut[kind]!(team, amount);
  return client.sealed('POST', call.path, { ...call.body, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { token: team.token, headers: { Language: 'EN' } });
};
const balanceOf = (id: number) => server.app.portal.ledger.balanceOf(id);
const risks = async (memberId: number) =>
  (await client.get<{ kind: string; amount: number | null; memberId: number; detail: string | null }[]>(`/wps/admin/risk?memberId=${memberId}`, { headers: { 'Admin-Token': ADMIN_TOKEN } })).body.value;
const withdrawOrders = async (memberId: number) =>
  (await server.app.portal.db.selectFrom('withdraw_order').select('id').where('member_id', '=', memberId).execute()).length;

describe('a freeze that lands after the early check', () => {
  it.each(Object.keys(moneyOut))('refuses %s in the debit and moves nothing', async (kind) => {
    const team = await agentTeam(50_000);
    duringPasswordCheck = () => freeze(team.id, team.downlineId);
    const answer = await send(team, kind, 10_000);
    expect(duringPasswordCheck).toBeNull();
    expect([answer.status, answer.body.errorCode, answer.body.message]).toEqual([403, 'member.frozen', 'Your account is frozen until the salary or dividend you owe your downline is paid']);
    expect(await balanceOf(team.id)).toBe(50_000);
    expect(await balanceOf(team.downlineId)).toBe(0);
    expect(await balanceOf(team.topId)).toBe(0);
    expect(await withdrawOrders(team.id)).toBe(0);
    expect(await risks(team.id)).toEqual([expect.objectContaining({ kind: 'member.frozen', amount: 10_000, memberId: team.id, detail: `${kind}: owes K 2.00 to its downline` })]);
    expect((await server.app.portal.ledger.verifyBooks()).ok).toBe(true);
  });
});

describe('an agent frozen before it asks', () => {
  it('is refused before the payment password, as a risk event, and moves money again once it has paid', async () => {
    const team = await agentTeam(50_000);
    await freeze(team.id, team.downlineId);
    const refused = await send(team, 'withdrawal', 10_000);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'member.frozen']);
    expect(await risks(team.id)).toEqual([expect.objectContaining({ kind: 'member.frozen', amount: 10_000, memberId: team.id })]);
    // Paid (as the settlement jobs do once the balance covers it): the account thaws.
    await server.app.portal.db.updateTable('contract_settlement').set({ status: 'paid', paid_at: new Date().toISOString() }).where('upline_id', '=', team.id).execute();
    expect((await send(team, 'transfer.downline', 10_000)).status).toBe(200);
    expect(await balanceOf(team.downlineId)).toBe(10_000);
  });
});
