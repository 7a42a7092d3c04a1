import { createHmac, randomUUID } from 'node:crypto';
import type { CreatedDeposit, DepositPromotionList } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { addPromotion, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * The first deposit as a new player makes it: the deposit page lists the bonuses this deposit may
 * take (running, not taken, this deposit being the one they pay on), the player opts in with the
 * deposit request (or not), and the credited deposit issues the bonus with the deposit it was issued
 * on recorded beside it (it is locked with the bonus once claimed). Without the opt-in nothing is
 * issued, and the first-deposit bonus can no longer be joined afterwards.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let firstDeposit: number;
let secondDeposit: number;
let reload: number;
let signup: number;
let channelId: number;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
  const list = (await api.list()).body.value;
  const id = (code: string) => list.find((p) => p.code === code)!.promotionId;
  firstDeposit = id('first-deposit-100');
  secondDeposit = id('second-deposit-50');
  reload = id('daily-reload-10');
  signup = list.find((p) => p.promotionType === 'SIGNUP')!.promotionId;
  const token = await newMember(server, client, 'depbonus0');
  channelId = (await client.get<{ id: number; code: string }[]>('/wps/transaction/deposit/channels', { token })).body.value.find((c) => c.code === 'KBZPAY')!.id;
});
afterAll(() => server.close());

const offers = async (token: string, language = 'EN') =>
  (await client.get<DepositPromotionList>('/wps/relay/MCSFE_getDepositPromotionList', { token, headers: { Language: language } })).body.value;

const deposit = (token: string, amount: number, promotionId?: number, language = 'EN') =>
  client.call<CreatedDeposit>('POST', '/wps/transaction/deposit', {
    token,
    headers: { Language: language },
    body: { channelId, amount, requestId: randomUUID(), ...(promotionId === undefined ? {} : { promotionId }) },
  });

/** The demo provider's signed SUCCESS callback for an order. */
async function pay(orderNo: string, amount: number): Promise<void> {
  const key = await server.app.portal.db.selectFrom('server_key').select('value').where('name', '=', 'deposit-provider-secret').executeTakeFirstOrThrow();
  const raw = JSON.stringify({ orderNo, amount, status: 'SUCCESS', providerRef: 'BONUS-TEST', paidAt: new Date().toISOString() });
  const signature = createHmac('sha256', Buffer.from(key.value, 'base64')).update(raw).digest('hex');
  const answer = await fetch(`${server.url}/wps/transaction/deposit/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature }, body: raw });
  if (answer.status !== 200) throw new Error(`callback failed: ${answer.status}`);
}

async function depositAndPay(token: string, amount: number, promotionId?: number): Promise<string> {
  const created = await deposit(token, amount, promotionId);
  if (created.status !== 200) throw new Error(`deposit failed: ${JSON.stringify(created.body)}`);
  await pay(created.body.value.orderNo, amount);
  return created.body.value.orderNo;
}

const orders = async (account: string) =>
  server.app.portal.db
    .selectFrom('deposit_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .select('o.order_no')
    .where('m.account', '=', account)
    .execute();

const storedRewards = async (account: string) =>
  server.app.portal.db
    .selectFrom('promotion_reward as r')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .select(['r.promotion_id', 'r.amount', 'r.deposit_amount'])
    .where('m.account', '=', account)
    .orderBy('r.id')
    .execute()
    .then((rows) => rows.map((r) => ({ promotion_id: r.promotion_id, amount: Number(r.amount), deposit_amount: r.deposit_amount === null ? null : Number(r.deposit_amount) })));

describe('the deposit page’s bonuses', () => {
  it('lists, for a new player, the running deposit bonuses its first deposit may take, with what each gives and its turnover', async () => {
    const token = await newMember(server, client, 'depbonus1');
    const list = await offers(token);
    expect(list.map((o) => o.promotionId)).toEqual([firstDeposit, reload]);
    expect(list[0]).toEqual({
      promotionId: firstDeposit,
      promotionType: 'FIRST_DEPOSIT',
      title: 'First deposit bonus 100%',
      summary: 'Get up to K 100,000 on your first deposit.',
      bonusPercent: 100,
      bonusCap: 10_000_000,
      minDeposit: 100_000,
      turnoverMultiplier: 15,
    });
    expect((await offers(token, 'CN'))[0]!.title).toBe('首存奖励100%');
  });

  it('after a first deposit, no longer lists the first-deposit bonus but the second-deposit one', async () => {
    const token = await newMember(server, client, 'depbonus2');
    await depositAndPay(token, 300_000);
    expect((await offers(token)).map((o) => o.promotionId)).toEqual([secondDeposit, reload]);
  });
});

describe('opting in with the deposit', () => {
  it('joins the first-deposit bonus with the order, and the credited deposit issues it with the deposit recorded', async () => {
    const token = await newMember(server, client, 'depbonus3');
    const orderNo = await depositAndPay(token, 500_000, firstDeposit);
    const issued = (await api.rewards(token, 'I')).body.value;
    expect(issued.map((r) => [r.promotionId, r.promotionType, r.amount])).toEqual([[firstDeposit, 'FIRST_DEPOSIT', 500_000]]);
    expect(await storedRewards('depbonus3')).toEqual([{ promotion_id: firstDeposit, amount: 500_000, deposit_amount: 500_000 }]);
    expect(orderNo).toMatch(/^D/);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === firstDeposit)?.status).toBe('ISSUED');
    expect((await offers(token)).map((o) => o.promotionId)).not.toContain(firstDeposit);
  });

  it('issues nothing without an opt-in, and the first-deposit bonus then refuses to be joined, saying why', async () => {
    const token = await newMember(server, client, 'depbonus4');
    await depositAndPay(token, 500_000);
    expect((await api.rewards(token)).body.value).toEqual([]);
    expect(await storedRewards('depbonus4')).toEqual([]);
    const late = await api.join(firstDeposit, token, 'EN');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ errorCode: 'promotion.first.deposit.done', message: 'This bonus is for the first deposit, and you have already deposited' });
  });

  it('refuses a deposit below the bonus’s minimum with the minimum named, and makes no order', async () => {
    const bigger = await addPromotion(server, { code: 'test-dep-min', kind: 'DEPOSIT', audience: 'ALL', budget: 100_000_000, rules: { bonusPercent: 20, minDeposit: 400_000 } });
    const token = await newMember(server, client, 'depbonus5');
    const answer = await deposit(token, 300_000, bigger);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'validation.failed', message: 'amount: this bonus needs a deposit of at least K 4,000.00', value: { field: 'amount' } });
    expect(await orders('depbonus5')).toEqual([]);
    expect((await offers(token)).map((o) => o.promotionId)).toContain(bigger);
    await depositAndPay(token, 400_000, bigger);
    expect(await storedRewards('depbonus5')).toEqual([{ promotion_id: bigger, amount: 80_000, deposit_amount: 400_000 }]);
  });

  it('refuses a promotion this deposit cannot take (a later deposit’s, not a deposit bonus) in the member’s language, and makes no order', async () => {
    const token = await newMember(server, client, 'depbonus6');
    for (const promotionId of [secondDeposit, signup, 999_999]) {
      const answer = await deposit(token, 500_000, promotionId, 'MY');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'promotionId' } });
      expect(answer.body.message).toMatch(/^promotionId: ဤငွေသွင်းမှု/);
    }
    expect(await orders('depbonus6')).toEqual([]);
    // Nothing was joined either.
    expect((await api.list(token)).body.value.find((p) => p.promotionId === secondDeposit)?.status).toBe('JOIN');
  });

  it('a bonus already joined on the promotions page is no refusal: one reward, once', async () => {
    const token = await newMember(server, client, 'depbonus7');
    expect((await api.join(firstDeposit, token)).body.value.status).toBe('SIGNED_UP');
    await depositAndPay(token, 200_000, firstDeposit);
    expect(await storedRewards('depbonus7')).toEqual([{ promotion_id: firstDeposit, amount: 200_000, deposit_amount: 200_000 }]);
  });

  it('an every-deposit bonus records each deposit it was issued on', async () => {
    const token = await newMember(server, client, 'depbonus8');
    await depositAndPay(token, 600_000, reload);
    await depositAndPay(token, 700_000);
    expect(await storedRewards('depbonus8')).toEqual([
      { promotion_id: reload, amount: 60_000, deposit_amount: 600_000 },
      { promotion_id: reload, amount: 70_000, deposit_amount: 700_000 },
    ]);
  });

  it('a bonus whose eligibility rules leave the member out is neither offered nor taken', async () => {
    const verifiedOnly = await addPromotion(server, { code: 'test-dep-verified', kind: 'DEPOSIT', audience: 'ALL', budget: 100_000_000, rules: { bonusPercent: 10, eligibility: { verifiedPhone: true } } });
    const token = await newMember(server, client, 'depbonus10');
    expect((await offers(token)).map((o) => o.promotionId)).not.toContain(verifiedOnly);
    expect((await deposit(token, 500_000, verifiedOnly)).status).toBe(400);
    expect(await orders('depbonus10')).toEqual([]);
  });

  it('a bonus whose window closed is neither offered nor taken', async () => {
    const closed = await addPromotion(server, { code: 'test-dep-closed', kind: 'DEPOSIT', audience: 'ALL', budget: 1, rules: { bonusPercent: 10 } });
    await server.app.portal.db.updateTable('promotion').set({ budget_used: 1 }).where('id', '=', closed).execute();
    const token = await newMember(server, client, 'depbonus9');
    expect((await offers(token)).map((o) => o.promotionId)).not.toContain(closed);
    expect((await deposit(token, 500_000, closed)).status).toBe(400);
  });
});
