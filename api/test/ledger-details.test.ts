import type { LedgerDetail } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { AGENT_CALLS, PAY_PASSWORD, sealedCall, setPayPassword, teamMember, TEAM_PASSWORD } from './helpers/team';
import { inhouseApi, requestId as roundRequestId, SLOT } from './inhouse-helpers';
import { currentDraw, lotteryApi, VN_NORTH } from './lottery-helpers';

/*
 * What a ledger entry is about, as a person reads it: the member's account records, the bonus details
 * and the agent's team transactions answer a `detail` the API resolves from the ledger's reference (the
 * game and its round, the lottery order, the promotion's title, the counterparty, the order number…). The money moves through the real calls where a test can make them (a
 * round, a lottery slip and its cancel, the agent's transfers, the transfer to the upline, a wallet
 * transfer); the rest is posted as its domain posts it (the reference format it writes).
 */

interface Entry {
  id: number;
  kind: string;
  wallet: string;
  amount: number;
  detail: LedgerDetail | null;
}
interface Page<T> {
  content: T[];
}
interface TeamMove {
  account: string;
  kind: string;
  amount: number;
  detail: LedgerDetail | null;
}

let server: TestServer;
let client: TestClient;
let agentId: number;
let kidId: number;
let agentToken: string;
let kidToken: string;
let promotion: { id: number; titles: Record<'MY' | 'EN' | 'CN', string> };
let roundId: number;
let lotteryOrder: { orderId: number; numero: string };
let salaryPeriod: { start: string; end: string };
let counter = 0;
const requestId = (label: string) => `${label}-${process.pid}-${++counter}`;
const today = () => new Date(Date.now() + 6.5 * 3600_000).toISOString().slice(0, 10);

const records = async (token: string, path = '/wps/report/transactions', language = 'EN') =>
  (await client.get<Page<Entry>>(`${path}?from=${today()}&to=${today()}&pageSize=100`, { token, headers: { Language: language } })).body.value.content;
const detailsOf = (entries: { kind: string; detail: LedgerDetail | null }[], kind: string) => entries.filter((e) => e.kind === kind).map((e) => e.detail);

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, authRateLimit: 1000 });
  client = new TestClient(server.url);
  const ctx = server.app.portal;
  agentId = await teamMember(server, 'detailagent', 1, null, { balance: 1_000_000 });
  kidId = await teamMember(server, 'detailkid', 0, agentId, { balance: 500_000 });
  agentToken = await client.tokenFor('detailagent', TEAM_PASSWORD);
  kidToken = await client.tokenFor('detailkid', TEAM_PASSWORD);
  await setPayPassword(client, agentToken);
  await setPayPassword(client, kidToken);

  // A round of the in-house slot.
  const inhouse = inhouseApi(client);
  const ticket = (await inhouse.launch(SLOT, kidToken)).body.value.ticket;
  const round = await inhouse.round({ ticket, bet: 1_000, requestId: roundRequestId() }, kidToken);
  roundId = round.body.value.round.roundId;

  // A lottery slip of two numbers, one of them cancelled (the refund reads as the same order).
  const lottery = lotteryApi(client);
  expect((await lottery.run(new Date())).status).toBe(200);
  const { current } = await currentDraw(lottery, VN_NORTH);
  const slip = (await lottery.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: '12,34', singleBetPrice: 1_000, multiple: 1 }] }, kidToken)).body.value;
  expect((await lottery.cancel([slip.bets[0]!.betId], kidToken)).status).toBe(200);
  lotteryOrder = { orderId: slip.orderId, numero: current.numero };

  // The agent's transfer and red envelope, the member's transfer to the upline and to a game wallet.
  const sent = await sealedCall(client, agentToken, 'POST', AGENT_CALLS.transfer, { memberId: kidId, amount: 12_345, paymentPassword: PAY_PASSWORD, requestId: requestId('down') });
  expect(sent.status).toBe(200);
  const envelope = await sealedCall(client, agentToken, 'POST', AGENT_CALLS.envelope, { memberIds: [kidId], amount: 2_000, split: 'equal', paymentPassword: PAY_PASSWORD, requestId: requestId('env') });
  expect(envelope.status).toBe(200);
  const up = await client.sealed('POST', AGENT_CALLS.transferUpline, { amount: 7_500, paymentPassword: PAY_PASSWORD, requestId: requestId('up') }, { token: kidToken });
  expect(up.status).toBe(200);
  expect((await client.call('POST', '/wps/relay/GCS_walletTransfer', { token: kidToken, body: { from: 'MAIN', to: 'PG', amount: 3_000, requestId: requestId('wallet') } })).status).toBe(200);

  // As the promotions post a claimed reward, the VIP programme a manual rebate, the funds an order,
  // ops an adjustment with its reason, the points mall a conversion.
  const row = await ctx.db.selectFrom('promotion').select(['id', 'texts']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const texts = JSON.parse(row.texts) as Record<'MY' | 'EN' | 'CN', { title: string }>;
  promotion = { id: row.id, titles: { MY: texts.MY.title, EN: texts.EN.title, CN: texts.CN.title } };
  await ctx.ledger.post({ memberId: kidId, amount: 5_000, kind: 'bonus', reference: `promotion:${row.id}`, idempotencyKey: requestId('promo') });
  await ctx.ledger.post({ memberId: kidId, amount: 300, kind: 'bonus', reference: 'manual-rebate', idempotencyKey: requestId('rebate') });
  await ctx.ledger.post({ memberId: kidId, amount: 100_000, kind: 'deposit', reference: 'D202611260000000001', idempotencyKey: requestId('deposit') });
  await ctx.ledger.post({ memberId: kidId, amount: -20_000, kind: 'withdrawal', reference: 'W202611260000000002', idempotencyKey: requestId('withdrawal') });
  await ctx.ledger.post({ memberId: kidId, amount: 1_500, kind: 'adjustment', reference: 'Goodwill for the outage', idempotencyKey: requestId('adjust') });
  await ctx.ledger.post({ memberId: kidId, amount: 800, kind: 'points.convert', reference: 'points:PX20261126000001', idempotencyKey: requestId('points') });

  // A daily salary the agent paid the member, as the contract jobs settle and pay one.
  const at = new Date().toISOString();
  salaryPeriod = { start: new Date(Date.now() - 86_400_000).toISOString(), end: at };
  const contract = await ctx.db
    .insertInto('agent_contract')
    .values({ merchant_id: 1, kind: 'dailySalary', product: 'CONS', period: null, upline_id: agentId, downline_id: kidId, status: 'A', proposed_tiers: null, proposed_period: null, termination_by: null, created_at: at, updated_at: at, signed_at: at, ended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paid = await ctx.ledger.transferNow({
    kind: 'salary',
    reference: 'dailySalary:2026-11-25',
    idempotencyKey: requestId('salary'),
    legs: [
      { memberId: agentId, amount: -4_000 },
      { memberId: kidId, amount: 4_000 },
    ],
  });
  await ctx.db
    .insertInto('contract_settlement')
    .values({ merchant_id: 1, contract_id: contract.id, kind: 'dailySalary', period_key: '2026-11-25', period_start: salaryPeriod.start, period_end: salaryPeriod.end, upline_id: agentId, downline_id: kidId, payer: 'upline', valid_bet: 400_000, net_loss: 0, active_members: 1, tier: null, amount: 4_000, status: 'paid', txn_id: paid.txnId, settled_at: at, paid_at: at })
    .execute();
});
afterAll(() => server.close());

describe("the member's account records say what each entry is about", () => {
  it('names the game and round, the lottery order, the promotion, the counterparty and the order', async () => {
    const entries = await records(kidToken);
    expect(detailsOf(entries, 'bet')).toEqual(
      expect.arrayContaining([
        { type: 'gameRound', roundId, gameName: expect.any(String) },
        { type: 'lotteryOrder', orderId: lotteryOrder.orderId, gameCode: 'VN_NORTH', numero: lotteryOrder.numero, draws: 1 },
      ]),
    );
    // The slip's stake and the cancelled bet's refund: both the same order.
    expect(detailsOf(entries, 'bet').filter((d) => d?.type === 'lotteryOrder')).toHaveLength(2);
    const round = detailsOf(entries, 'bet').find((d) => d?.type === 'gameRound');
    expect(round).toMatchObject({ gameName: expect.stringMatching(/\S/) });
    expect(detailsOf(entries, 'transfer.downline')).toEqual([{ type: 'upline', account: 'detailagent' }]);
    expect(detailsOf(entries, 'transfer.envelope')).toEqual([{ type: 'redEnvelopeFrom', account: 'detailagent' }]);
    expect(detailsOf(entries, 'transfer.upline')).toEqual([{ type: 'upline', account: 'detailagent' }]);
    expect(detailsOf(entries, 'transfer').sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { type: 'walletTransfer', from: 'MAIN', to: 'PG' },
      { type: 'walletTransfer', from: 'MAIN', to: 'PG' },
    ]);
    expect(detailsOf(entries, 'bonus')).toEqual(
      expect.arrayContaining([{ type: 'promotion', promotionId: promotion.id, title: promotion.titles.EN }, { type: 'manualRebate' }]),
    );
    expect(detailsOf(entries, 'deposit')).toEqual([{ type: 'depositOrder', orderNo: 'D202611260000000001' }]);
    expect(detailsOf(entries, 'withdrawal')).toEqual([{ type: 'withdrawOrder', orderNo: 'W202611260000000002' }]);
    expect(detailsOf(entries, 'adjustment')).toEqual([{ type: 'note', text: 'Goodwill for the outage' }]);
    expect(detailsOf(entries, 'points.convert')).toEqual([{ type: 'pointsOrder', orderNo: 'PX20261126000001' }]);
    expect(detailsOf(entries, 'salary')).toEqual([{ type: 'contract', contract: 'dailySalary', periodStart: salaryPeriod.start, periodEnd: salaryPeriod.end, account: 'detailagent' }]);
    // The opening balance the test gave has no story to tell.
    expect(detailsOf(entries, 'seed')).toEqual([null]);
  });

  it("reads names in the reader's language", async () => {
    const burmese = await records(kidToken, '/wps/report/transactions', 'MY');
    expect(detailsOf(burmese, 'bonus')).toContainEqual({ type: 'promotion', promotionId: promotion.id, title: promotion.titles.MY });
    const game = await server.app.portal.db
      .selectFrom('game_round as r')
      .innerJoin('game as g', 'g.id', 'r.game_id')
      .select(['g.name_my', 'g.name_cn'])
      .where('r.id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(detailsOf(burmese, 'bet')).toContainEqual({ type: 'gameRound', roundId, gameName: game.name_my });
    expect(detailsOf(await records(kidToken, '/wps/report/transactions', 'CN'), 'bet')).toContainEqual({ type: 'gameRound', roundId, gameName: game.name_cn });
  });

  it('the bonus details say which promotion each bonus came from', async () => {
    expect(detailsOf(await records(kidToken, '/wps/report/bonus'), 'bonus')).toEqual(
      expect.arrayContaining([{ type: 'promotion', promotionId: promotion.id, title: promotion.titles.EN }, { type: 'manualRebate' }]),
    );
  });

  it("the agent's own records name the downline, the envelope's receivers and the salary's payee", async () => {
    const entries = await records(agentToken);
    expect(detailsOf(entries, 'transfer.downline')).toEqual([{ type: 'downline', account: 'detailkid' }]);
    expect(detailsOf(entries, 'transfer.upline')).toEqual([{ type: 'downline', account: 'detailkid' }]);
    expect(detailsOf(entries, 'transfer.envelope')).toEqual([{ type: 'redEnvelopeTo', members: 1 }]);
    expect(detailsOf(entries, 'salary')).toEqual([{ type: 'contract', contract: 'dailySalary', periodStart: salaryPeriod.start, periodEnd: salaryPeriod.end, account: 'detailkid' }]);
  });
});

describe("the agent's team transactions say what each movement is about", () => {
  it('names the counterparty and the order', async () => {
    const answer = await client.get<Page<TeamMove>>(`${AGENT_CALLS.transactions}?from=${today()}&to=${today()}&pageSize=100`, { token: agentToken, headers: { Language: 'EN' } });
    expect(answer.status).toBe(200);
    const moves = answer.body.value.content.filter((m) => m.account === 'detailkid');
    expect(detailsOf(moves, 'transfer.upline')).toEqual([{ type: 'upline', account: 'detailagent' }]);
    expect(detailsOf(moves, 'transfer.downline')).toEqual([{ type: 'upline', account: 'detailagent' }]);
    expect(detailsOf(moves, 'deposit')).toEqual([{ type: 'depositOrder', orderNo: 'D202611260000000001' }]);
    expect(detailsOf(moves, 'withdrawal')).toEqual([{ type: 'withdrawOrder', orderNo: 'W202611260000000002' }]);
  });
});
