import type { TransactionRecordPage } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { addPromotion, bonusEntries, depositAndCredit, newMember, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * The reward centre. The home page's 100% first-deposit bonus issued by a real deposit,
 * claimed through the ledger once (also under parallel claims), within the promotion's budget, and
 * the turnover requirement it starts, following real in-house bets.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let firstDeposit: number;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = promotionsApi(client);
  firstDeposit = (await api.list()).body.value.find((p) => p.code === 'first-deposit-100')!.promotionId;
});
afterAll(() => server.close());

/** Plays one in-house dice round of `bet` as the member. */
async function playDice(token: string, bet: number): Promise<void> {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  const answer = await games.round({ ticket, bet, requestId: requestId(), dice: { target: 50, over: true } }, token);
  if (answer.status !== 200) throw new Error(`round failed: ${JSON.stringify(answer.body)}`);
}

describe('the first-deposit bonus', () => {
  it('issues 100% of the first deposit into the reward centre once, and a claim pays it through the ledger with a 15× turnover', async () => {
    const token = await newMember(server, client, 'promofd1');
    expect((await api.join(firstDeposit, token)).body.value.status).toBe('SIGNED_UP');
    // The provider repeats its callback: one credit, one reward.
    await depositAndCredit(server, client, token, 500_000, 4);
    const issued = (await api.rewards(token, 'I')).body.value;
    expect(issued.map((r) => [r.promotionId, r.promotionType, r.amount, r.status, r.turnover])).toEqual([[firstDeposit, 'FIRST_DEPOSIT', 500_000, 'I', null]]);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === firstDeposit)?.status).toBe('ISSUED');
    // A second deposit is not a first one.
    await depositAndCredit(server, client, token, 800_000);
    expect((await api.rewards(token)).body.value).toHaveLength(1);

    const before = await api.balance(token);
    expect(before).toBe(1_300_000);
    const claim = await api.claim(issued[0]!.rewardId, 'FIRST_DEPOSIT', token);
    expect(claim.status).toBe(200);
    expect(claim.body.value).toMatchObject({ rewardId: issued[0]!.rewardId, amount: 500_000, balance: 1_800_000 });
    expect(claim.body.value.turnover).toMatchObject({ required: 7_500_000, progress: 0, status: 'IN_PROCESS' });
    expect(await api.balance(token)).toBe(1_800_000);
    expect(await bonusEntries(server, 'promofd1')).toEqual([{ amount: 500_000, kind: 'bonus', idempotency_key: `promotion:reward:${issued[0]!.rewardId}` }]);
    // bonusDetails shows it.
    const bonuses = (await client.get<TransactionRecordPage>('/wps/report/bonus', { token })).body.value;
    expect(bonuses.content.map((row) => [row.kind, row.amount])).toEqual([['bonus', 500_000]]);
    expect((await api.rewards(token, 'I')).body.value).toEqual([]);
    expect((await api.rewards(token, 'C')).body.value.map((r) => r.status)).toEqual(['C']);
    expect((await api.list(token)).body.value.find((p) => p.promotionId === firstDeposit)?.status).toBe('IN_PROCESS');
  });

  it('pays exactly once when the same reward is claimed many times at once', async () => {
    const token = await newMember(server, client, 'promofd2');
    await api.join(firstDeposit, token);
    await depositAndCredit(server, client, token, 300_000);
    const [reward] = (await api.rewards(token, 'I')).body.value;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.claim(reward!.rewardId, 'FIRST_DEPOSIT', token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await api.balance(token)).toBe(600_000);
    expect(await bonusEntries(server, 'promofd2')).toHaveLength(1);
    expect((await api.claim(reward!.rewardId, 'FIRST_DEPOSIT', token)).body.value.balance).toBe(600_000);
  });

  it('is not issued to a member who deposited without joining, and cannot be joined after the first deposit', async () => {
    const token = await newMember(server, client, 'promofd3');
    await depositAndCredit(server, client, token, 300_000);
    expect((await api.rewards(token)).body.value).toEqual([]);
    const late = await api.join(firstDeposit, token, 'EN');
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ errorCode: 'promotion.first.deposit.done', message: 'This bonus is for the first deposit, and you have already deposited' });
  });

  it('caps the bonus and pays nothing below the minimum deposit', async () => {
    const capped = await newMember(server, client, 'promofd4');
    await api.join(firstDeposit, capped);
    await depositAndCredit(server, client, capped, 25_000_000);
    expect((await api.rewards(capped)).body.value.map((r) => r.amount)).toEqual([10_000_000]);
    const halfOver = await addPromotion(server, { code: 'test-min-deposit', kind: 'FIRST_DEPOSIT', audience: 'ALL', budget: 100_000_000, rules: { bonusPercent: 50, minDeposit: 400_000 } });
    const small = await newMember(server, client, 'promofd5');
    await api.join(halfOver, small);
    await depositAndCredit(server, client, small, 300_000);
    expect((await api.rewards(small)).body.value).toEqual([]);
    const enough = await newMember(server, client, 'promofd6');
    await api.join(halfOver, enough);
    await depositAndCredit(server, client, enough, 450_000);
    expect((await api.rewards(enough)).body.value.map((r) => r.amount)).toEqual([225_000]);
  });
});

describe('a claim', () => {
  it('refuses a reward that is not the member’s, with a localized message, and moves nothing', async () => {
    const owner = await newMember(server, client, 'promoown');
    await api.join(firstDeposit, owner);
    await depositAndCredit(server, client, owner, 200_000);
    const [reward] = (await api.rewards(owner)).body.value;
    const other = await newMember(server, client, 'promothief');
    const answer = await api.claim(reward!.rewardId, 'FIRST_DEPOSIT', other, 'MY');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ errorCode: 'promotion.reward.not.found', message: 'သင်၏ ဆုလာဘ်စင်တာတွင် ဤဆုလာဘ် မရှိပါ' });
    expect((await api.claim(reward!.rewardId, 'SIGNUP', owner)).status).toBe(404);
    expect(await api.balance(other)).toBe(0);
    expect((await api.rewards(owner, 'I')).body.value).toHaveLength(1);
  });

  it('stays within the promotion’s budget when members claim at once', async () => {
    const id = await addPromotion(server, { code: 'test-budget', kind: 'SIGNUP', audience: 'ALL', budget: 1_000, rules: { bonusAmount: 400 } });
    const accounts = ['promobud1', 'promobud2', 'promobud3'];
    const tokens = [];
    for (const account of accounts) {
      const token = await newMember(server, client, account);
      await api.join(id, token);
      await api.decide(id, account, 'APPROVE');
      tokens.push(token);
    }
    const rewards = await Promise.all(tokens.map(async (token) => (await api.rewards(token, 'I')).body.value[0]!));
    const answers = await Promise.all(tokens.map((token, n) => api.claim(rewards[n]!.rewardId, 'SIGNUP', token, 'CN')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body).toMatchObject({ errorCode: 'promotion.budget.exhausted', message: '该活动预算已用完，请联系客服' });
    const balances = await Promise.all(tokens.map((token) => api.balance(token)));
    expect([...balances].sort()).toEqual([0, 400, 400]);
    const row = await server.app.portal.db.selectFrom('promotion').select(['budget_used']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.budget_used)).toBe(800);
    // The refused member's reward is still there to claim.
    const refusedToken = tokens[answers.findIndex((a) => a.status === 400)]!;
    expect((await api.rewards(refusedToken, 'I')).body.value.map((r) => r.amount)).toEqual([400]);
    const detail = (await api.detail(id)).body.value;
    expect(detail.budgetLeft).toBe(200);
  });
});

describe('the turnover requirement', () => {
  it('follows the member’s real valid bets from the claim on, and completes', async () => {
    const id = await addPromotion(server, { code: 'test-turnover', kind: 'SIGNUP', audience: 'ALL', budget: 1_000_000, rules: { bonusAmount: 2_000, turnoverMultiplier: 3 } });
    const token = await newMember(server, client, 'promoturn', 100_000);
    // Bets before the claim do not count.
    await playDice(token, 1_000);
    await api.join(id, token);
    await api.decide(id, 'promoturn', 'APPROVE');
    const [reward] = (await api.rewards(token, 'I')).body.value;
    const claim = await api.claim(reward!.rewardId, 'SIGNUP', token);
    expect(claim.body.value.turnover).toMatchObject({ required: 6_000, progress: 0, status: 'IN_PROCESS' });
    await playDice(token, 2_000);
    await playDice(token, 1_500);
    const running = (await api.rewards(token, 'C')).body.value[0]!;
    expect(running.turnover).toMatchObject({ required: 6_000, progress: 3_500, status: 'IN_PROCESS' });
    expect((await api.list(token)).body.value.find((p) => p.promotionId === id)?.status).toBe('IN_PROCESS');
    // The bonus stays locked in the wallet while the turnover runs; the member's own money does not.
    const limits = async () => (await client.get<{ locked: number; turnoverRemaining: number }>('/wps/transaction/withdraw/limits', { token })).body.value;
    expect(await limits()).toMatchObject({ locked: 2_000, turnoverRemaining: 2_500 });
    await playDice(token, 3_000);
    const done = (await api.rewards(token, 'C')).body.value[0]!;
    expect(done.turnover).toMatchObject({ required: 6_000, progress: 6_000, status: 'COMPLETED' });
    expect((await api.list(token)).body.value.find((p) => p.promotionId === id)?.status).toBe('CLAIMED');
    // Met: nothing is locked any more.
    expect(await limits()).toMatchObject({ locked: 0, turnoverRemaining: 0 });
  });
});
