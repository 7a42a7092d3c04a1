import { createHash, createHmac } from 'node:crypto';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { addPromotion, bonusEntries, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * Tickets (golden egg, red envelope, prize wheel). Opening one draws the prize on the server
 * from the configured odds, takes stock and budget by compare-and-set, and pays through the ledger.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
});
afterAll(() => server.close());

const prizeRows = (promotionId: number) =>
  server.app.portal.db.selectFrom('promotion_prize').select(['amount', 'stock', 'taken']).where('promotion_id', '=', promotionId).orderBy('id').execute();
const budgetUsed = async (promotionId: number) =>
  Number((await server.app.portal.db.selectFrom('promotion').select('budget_used').where('id', '=', promotionId).executeTakeFirstOrThrow()).budget_used);

describe('the seeded prize wheel', () => {
  it('hands one ticket to a member who joins; opening it pays a prize of the wheel once', async () => {
    const wheel = (await api.list()).body.value.find((p) => p.code === 'lucky-wheel')!;
    const token = await newMember(server, client, 'promowheel');
    expect((await api.join(wheel.promotionId, token)).body.value.status).toBe('SIGNED_UP');
    const [ticket] = (await api.tickets(token, 'AVAILABLE')).body.value;
    expect(ticket).toMatchObject({ promotionId: wheel.promotionId, type: 'PRIZE_WHEEL', status: 'AVAILABLE', prizeAmount: null, title: 'Lucky prize wheel' });
    const opened = await api.open(ticket!.transactionId, token);
    expect(opened.status).toBe(200);
    const prize = opened.body.value.prizeAmount;
    expect([5_000_000, 500_000, 50_000, 0]).toContain(prize);
    expect(opened.body.value.balance).toBe(prize);
    expect(await api.balance(token)).toBe(prize);
    expect(await bonusEntries(server, 'promowheel')).toEqual(prize > 0 ? [{ amount: prize, kind: 'bonus', idempotency_key: `promotion:ticket:${ticket!.transactionId}` }] : []);
    expect(await budgetUsed(wheel.promotionId)).toBe(prize);
    // Opening again answers the first result and pays nothing.
    const again = await api.open(ticket!.transactionId, token);
    expect(again.body.value).toEqual(opened.body.value);
    expect((await api.tickets(token, 'AVAILABLE')).body.value).toEqual([]);
    expect((await api.tickets(token, 'OPENED')).body.value.map((t) => [t.transactionId, t.prizeAmount])).toEqual([[ticket!.transactionId, prize]]);
  });

  it('is opened only by its holder', async () => {
    const wheel = (await api.list()).body.value.find((p) => p.code === 'lucky-wheel')!;
    const holder = await newMember(server, client, 'promoholder');
    await api.join(wheel.promotionId, holder);
    const [ticket] = (await api.tickets(holder)).body.value;
    const other = await newMember(server, client, 'promograbber');
    const answer = await api.open(ticket!.transactionId, other, 'MY');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ errorCode: 'promotion.ticket.not.found', message: 'ဤလက်မှတ် မရှိပါ' });
    expect((await api.tickets(holder, 'AVAILABLE')).body.value).toHaveLength(1);
  });

  it('is provably fair: the seed committed by the hash shown before opening decides the prize', async () => {
    const wheel = (await api.list()).body.value.find((p) => p.code === 'lucky-wheel')!;
    const token = await newMember(server, client, 'promoverify');
    await api.join(wheel.promotionId, token);
    const [held] = (await api.tickets(token)).body.value;
    expect(held!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(held!.serverSeed).toBeNull();
    const opened = (await api.open(held!.transactionId, token)).body.value;
    expect(opened.seedHash).toBe(held!.seedHash);
    expect(createHash('sha256').update(opened.serverSeed, 'utf8').digest('hex')).toBe(held!.seedHash);
    // Recomputed here as the member would, with the published weights.
    const prizes = (await api.detail(wheel.promotionId)).body.value.rules.prizes;
    expect(opened.attempt).toBe(0);
    expect(opened.candidates.map((c) => c.weight)).toEqual([1, 10, 100, 389]);
    const digest = createHmac('sha256', opened.serverSeed).update(`ticket:${opened.transactionId}:${opened.attempt}`).digest('hex');
    let target = Math.floor((Number.parseInt(digest.slice(0, 13), 16) / 16 ** 13) * 500);
    const won = opened.candidates.find((c) => (target -= c.weight) < 0)!;
    expect(opened.prizeId).toBe(won.prizeId);
    expect(opened.prizeAmount).toBe(prizes.find((p) => p.prizeId === won.prizeId)!.amount);
    expect((await api.tickets(token, 'OPENED')).body.value[0]!.serverSeed).toBe(opened.serverSeed);
  });
});

describe('MCS2_claimRafflePromotion', () => {
  it('draws with the member’s held tickets of the raffle, one a call, until none is left', async () => {
    const id = await addPromotion(server, {
      code: 'test-raffle-claim', kind: 'RAFFLE', audience: 'ALL', budget: 1_000_000,
      rules: { tickets: { type: 'GOLDEN_EGG', count: 2 } }, prizes: [{ amount: 1_500, weight: 1, stock: null }],
    });
    const token = await newMember(server, client, 'promoraffle');
    expect((await api.claimRaffle(id, token)).body.errorCode).toBe('promotion.ticket.none');
    await api.join(id, token);
    const [newest, oldest] = (await api.tickets(token)).body.value;
    const first = await api.claimRaffle(id, token);
    expect(first.body.value).toMatchObject({ transactionId: oldest!.transactionId, prizeAmount: 1_500, balance: 1_500 });
    expect((await api.claimRaffle(id, token)).body.value).toMatchObject({ transactionId: newest!.transactionId, balance: 3_000 });
    const none = await api.claimRaffle(id, token, 'CN');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorCode: 'promotion.ticket.none', message: '您没有该活动可使用的奖券' });
    expect(await api.balance(token)).toBe(3_000);
  });
});

describe('parallel openings', () => {
  it('never both take the last prize: one ticket wins it, the others find the draw sold out and keep their tickets', async () => {
    const id = await addPromotion(server, {
      code: 'test-last-prize', kind: 'RAFFLE', audience: 'ALL', budget: 1_000_000,
      rules: { tickets: { type: 'GOLDEN_EGG', count: 6 } }, prizes: [{ amount: 70_000, weight: 1, stock: 1 }],
    });
    const token = await newMember(server, client, 'promoeggs');
    await api.join(id, token);
    const tickets = (await api.tickets(token, 'AVAILABLE')).body.value;
    expect(tickets.map((t) => t.type)).toEqual(Array(6).fill('GOLDEN_EGG'));
    const answers = await Promise.all(tickets.map((t) => api.open(t.transactionId, token, 'EN')));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.value.prizeAmount)).toEqual([70_000]);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'promotion.ticket.soldout', message: 'All prizes of this draw are gone; your ticket is kept' });
    }
    expect(await api.balance(token)).toBe(70_000);
    expect(await prizeRows(id)).toEqual([{ amount: 70_000, stock: 1, taken: 1 }]);
    expect((await api.tickets(token, 'AVAILABLE')).body.value).toHaveLength(5);
    expect(await bonusEntries(server, 'promoeggs')).toHaveLength(1);
  });

  it('never exceed the budget, and fall back to the prizes still affordable', async () => {
    const id = await addPromotion(server, {
      code: 'test-envelope-budget', kind: 'RAFFLE', audience: 'ALL', budget: 25_000,
      rules: { tickets: { type: 'RED_ENVELOPE', count: 5 } },
      prizes: [
        { amount: 10_000, weight: 1_000, stock: null },
        { amount: 0, weight: 1, stock: null },
      ],
    });
    const token = await newMember(server, client, 'promoenvelopes');
    await api.join(id, token);
    const tickets = (await api.tickets(token)).body.value;
    const answers = await Promise.all(tickets.map((t) => api.open(t.transactionId, token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const prizes = answers.map((a) => a.body.value.prizeAmount);
    // Two envelopes of 10,000 fit the budget of 25,000 (the empty one has 1 chance in 1,001); the rest draw the empty one.
    expect(prizes.filter((p) => p === 10_000)).toEqual([10_000, 10_000]);
    expect(prizes.filter((p) => p !== 10_000 && p !== 0)).toEqual([]);
    const paid = prizes.reduce((sum, p) => sum + p, 0);
    expect(await budgetUsed(id)).toBe(paid);
    expect(await api.balance(token)).toBe(paid);
    expect(paid).toBeLessThanOrEqual(25_000);
  });

  it('of one ticket pay it once', async () => {
    const id = await addPromotion(server, {
      code: 'test-one-wheel', kind: 'RAFFLE', audience: 'ALL', budget: 1_000_000,
      rules: { tickets: { type: 'PRIZE_WHEEL', count: 1 } }, prizes: [{ amount: 3_000, weight: 1, stock: 100 }],
    });
    const token = await newMember(server, client, 'promospin');
    await api.join(id, token);
    const [ticket] = (await api.tickets(token)).body.value;
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.open(ticket!.transactionId, token)));
    for (const answer of answers) expect(answer.body.value).toMatchObject({ transactionId: ticket!.transactionId, prizeAmount: 3_000, balance: 3_000 });
    expect(await prizeRows(id)).toEqual([{ amount: 3_000, stock: 100, taken: 1 }]);
    expect(await bonusEntries(server, 'promospin')).toHaveLength(1);
  });
});
