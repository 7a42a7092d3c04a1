import { MEMBER_TYPE } from '../src';
import type { WithdrawLimits } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN, writeSetting } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { PAY_PASSWORD, setPayPassword, TEAM_PASSWORD, teamMember } from './helpers/team';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, type LotteryApi } from './lottery-helpers';
import { addPromotion, depositAndCredit, promotionsApi, type PromotionsApi } from './promotions-helpers';

/*
 * Money under a running turnover cannot leave, by any path, whatever races it: a claimed bonus locks
 * itself (and the deposit it came with) in the wallet; the ledger checks the lock in the debit's own
 * transaction. Hedged bets count as valid bet only what they win or lose. Each refusal is a risk event.
 */
let server: TestServer;
let client: TestClient;
let api: PromotionsApi;
let lottery: LotteryApi;
let signup: number;
let counter = 0;
/** Resolved when a withdrawal request reaches its handler (the race below starts the claim then). */
let withdrawalArrived: (() => void) | null = null;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN }, (app) =>
    app.addHook('preHandler', async (request) => {
      if (request.url === '/wps/transaction/withdraw') withdrawalArrived?.();
    }),
  );
  client = new TestClient(server.url);
  api = promotionsApi(client);
  lottery = lotteryApi(client);
  signup = await addPromotion(server, { code: 'test-locks', kind: 'SIGNUP', audience: 'ALL', budget: 100_000_000, rules: { bonusAmount: 10_000, turnoverMultiplier: 10 } });
  expect((await lottery.run(new Date())).status).toBe(200);
});
afterAll(() => server.close());

/** A member with `own` money, a payment password and a bank card, whose sign-up bonus is issued (not claimed). */
async function memberWithBonus(own: number, parentId: number | null = null, type: number = MEMBER_TYPE.member) {
  counter += 1;
  const account = `lock${process.pid % 1000}x${counter}`;
  const id = await teamMember(server, account, type, parentId, { balance: own });
  const token = await client.tokenFor(account, TEAM_PASSWORD);
  await setPayPassword(client, token);
  const card = await client.sealed<{ id: number }>('POST', '/wps/member/bankCards', { bankCode: 'KBZ', accountName: 'Lock Test', accountNumber: `77${counter}000123456`, paymentPassword: PAY_PASSWORD }, { token });
  expect(card.status).toBe(200);
  expect((await api.join(signup, token)).status).toBe(200);
  expect((await api.decide(signup, account, 'APPROVE')).status).toBe(200);
  const [reward] = (await api.rewards(token, 'I')).body.value;
  return { id, account, token, cardId: card.body.value.id, rewardId: reward!.rewardId };
}

const withdraw = (token: string, cardId: number, amount: number) =>
  client.sealed<{ orderNo: string }>('POST', '/wps/transaction/withdraw', { bankCardId: cardId, amount, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { token, headers: { Language: 'EN' } });
/** Plays one in-house dice round of `bet` as the member. */
async function playDice(token: string, bet: number): Promise<void> {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  const answer = await games.round({ ticket, bet, requestId: requestId(), dice: { target: 50, over: true } }, token);
  if (answer.status !== 200) throw new Error(`round failed: ${JSON.stringify(answer.body)}`);
}
const limits = async (token: string) => (await client.get<WithdrawLimits>('/wps/transaction/withdraw/limits', { token, headers: { Language: 'EN' } })).body.value;
const risks = async (memberId: number) =>
  (await client.get<{ kind: string; amount: number | null; memberId: number }[]>(`/wps/admin/risk?memberId=${memberId}`, { headers: { 'Admin-Token': ADMIN_TOKEN } })).body.value;

describe('a claimed bonus locks itself in the wallet', () => {
  it('shows what is locked and why before and after the claim, and the rest stays withdrawable', async () => {
    const m = await memberWithBonus(50_000);
    const [offer] = (await api.rewards(m.token, 'I')).body.value;
    expect(offer).toMatchObject({ amount: 10_000, locks: 10_000, turnoverRequired: 100_000 });
    expect((await api.claim(m.rewardId, 'SIGNUP', m.token)).status).toBe(200);
    const after = await limits(m.token);
    expect(after).toMatchObject({ locked: 10_000, available: 50_000, turnoverRemaining: 100_000 });
    expect(after.locks).toEqual([{ reason: 'bonus', title: 'Test test-locks', amount: 10_000, required: 100_000, progress: 0 }]);
    // The member's own money leaves; the bonus does not.
    expect((await withdraw(m.token, m.cardId, 50_000)).status).toBe(200);
    const held = await withdraw(m.token, m.cardId, 10_000);
    expect(held.status).toBe(400);
    expect(held.body).toMatchObject({ errorCode: 'promotion.turnover.open', message: 'K 100.00 of your balance is locked until its turnover is met (play K 1,000.00 more in valid bets); K 0.00 can leave now' });
    expect(await risks(m.id)).toEqual([expect.objectContaining({ kind: 'turnover.hold', amount: 10_000, memberId: m.id })]);
  });

  it('a withdrawal racing the claim never takes the bonus', async () => {
    for (let round = 0; round < 6; round += 1) {
      const m = await memberWithBonus(5_000);
      // The claim is sent once the withdrawal is being handled: it commits while the withdrawal runs.
      const arrived = new Promise<void>((resolve) => (withdrawalArrived = resolve));
      const paying = withdraw(m.token, m.cardId, 12_000);
      await arrived;
      const [paid, claimed] = await Promise.all([paying, api.claim(m.rewardId, 'SIGNUP', m.token)]);
      expect(claimed.status).toBe(200);
      expect(paid.status).toBe(400);
      expect(await api.balance(m.token)).toBe(15_000);
    }
  });

  it('cannot leave through the agent tree: to the upline, or onwards to the downline', async () => {
    const agentId = await teamMember(server, `lockagent${process.pid % 1000}`, MEMBER_TYPE.agent, null);
    const m = await memberWithBonus(100_000, agentId);
    expect((await api.claim(m.rewardId, 'SIGNUP', m.token)).status).toBe(200);
    const upline = (amount: number) => client.sealed<{ balance: number }>('POST', '/wps/transaction/transferUpline', { amount, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { token: m.token, headers: { Language: 'EN' } });
    const refused = await upline(110_000);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'promotion.turnover.open' });
    expect((await upline(100_000)).status).toBe(200);
    expect(await api.balance(m.token)).toBe(10_000);
    expect(await server.app.portal.ledger.balanceOf(agentId)).toBe(100_000);
  });

  it("an agent's bonus does not leave to its downline, by transfer or red envelope", async () => {
    const agent = await memberWithBonus(30_000, null, MEMBER_TYPE.agent);
    expect((await api.claim(agent.rewardId, 'SIGNUP', agent.token)).status).toBe(200);
    const downline = await teamMember(server, `${agent.account}d`, MEMBER_TYPE.member, agent.id);
    const send = (to: 'one' | 'envelope', body: Record<string, unknown>) =>
      client.sealed('POST', to === 'one' ? '/wps/agent/transfer/downline' : '/wps/agent/transfer/redEnvelope', { paymentPassword: PAY_PASSWORD, requestId: requestId(), ...body }, { token: agent.token, headers: { Language: 'EN' } });
    expect((await send('one', { memberId: downline, amount: 35_000 })).body).toMatchObject({ errorCode: 'promotion.turnover.open' });
    expect((await send('envelope', { memberIds: [downline], amount: 35_000, split: 'equal' })).body).toMatchObject({ errorCode: 'promotion.turnover.open' });
    expect((await send('one', { memberId: downline, amount: 30_000 })).status).toBe(200);
    expect(await server.app.portal.ledger.balanceOf(downline)).toBe(30_000);
    expect((await risks(agent.id)).map((r) => r.kind)).toEqual(['turnover.hold', 'turnover.hold']);
  });

  it('stays locked when play takes the balance below it: a bonus staked and won is not cash before its turnover', async () => {
    const m = await memberWithBonus(0);
    expect((await api.claim(m.rewardId, 'SIGNUP', m.token)).status).toBe(200);
    const { current } = await currentDraw(lottery, FAST_1);
    expect((await lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '1:7', singleBetPrice: 10_000, multiple: 1 }] }, m.token)).status).toBe(200);
    expect(await limits(m.token)).toMatchObject({ locked: 0, available: 0 });
    expect((await lottery.run(current.drawTime)).status).toBe(200);
    const balance = await api.balance(m.token);
    // Won (K 980.00 back) or lost (nothing): only what the win added beyond the bonus may leave.
    expect([0, 98_000]).toContain(balance);
    expect(await limits(m.token)).toMatchObject({ locked: Math.min(balance, 10_000), available: balance > 0 ? balance - 10_000 : 0 });
  });

  it('holds deposits until played through where the site asks for it, and lets them go after', async () => {
    await writeSetting(server, 'depositRolloverPercent', 100);
    try {
      counter += 1;
      const account = `roll${process.pid % 1000}x${counter}`;
      await teamMember(server, account, MEMBER_TYPE.member, null);
      const token = await client.tokenFor(account, TEAM_PASSWORD);
      await setPayPassword(client, token);
      const card = (await client.sealed<{ id: number }>('POST', '/wps/member/bankCards', { bankCode: 'KBZ', accountName: 'Roll Test', accountNumber: `78${counter}000123456`, paymentPassword: PAY_PASSWORD }, { token })).body.value;
      await depositAndCredit(server, client, token, 300_000);
      expect((await limits(token)).locks).toEqual([{ reason: 'deposit', title: null, amount: 300_000, required: 300_000, progress: 0 }]);
      const held = await withdraw(token, card.id, 30_000);
      expect(held.body).toMatchObject({ errorCode: 'promotion.turnover.open' });
      // Played through on the in-house dice (a stake counts whole there), the rest may leave.
      for (let round = 0; round < 3; round += 1) await playDice(token, 100_000);
      const after = await limits(token);
      expect(after).toMatchObject({ locked: 0, locks: [] });
      const balance = await api.balance(token);
      if (balance >= 10_000) expect((await withdraw(token, card.id, balance)).status).toBe(200);
    } finally {
      await writeSetting(server, 'depositRolloverPercent', 0);
    }
  });
});

describe('valid bet counts what hedged bets really win or lose', () => {
  it('every digit of a ball covered earns turnover only for the net loss, and the bonus stays locked', async () => {
    const m = await memberWithBonus(200_000);
    expect((await api.claim(m.rewardId, 'SIGNUP', m.token)).status).toBe(200);
    for (let draw = 0; draw < 3; draw += 1) {
      const { current } = await currentDraw(lottery, FAST_1);
      expect((await lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(1_000)] }, m.token)).status).toBe(200);
      expect((await lottery.run(current.drawTime)).status).toBe(200);
    }
    // 10,000 staked per draw, 9,800 back: 200 at risk each time, 600 in all.
    const records = await server.app.portal.db.selectFrom('bet_record').select(['bet_amount', 'valid_bet', 'payout']).where('member_id', '=', m.id).execute();
    expect(records.map((r) => [Number(r.bet_amount), Number(r.valid_bet), Number(r.payout)])).toEqual([
      [10_000, 200, 9_800],
      [10_000, 200, 9_800],
      [10_000, 200, 9_800],
    ]);
    const [claimed] = (await api.rewards(m.token, 'C')).body.value;
    expect(claimed!.turnover).toMatchObject({ required: 100_000, progress: 600, status: 'IN_PROCESS' });
    expect((await limits(m.token)).locked).toBe(10_000);
  });
});

describe('no sequence of hedged bets, claims, conversions, transfers and withdrawals makes money without risk', () => {
  /** A small seeded generator (mulberry32): each sequence is the same on every run and both databases. */
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it.each([11, 23, 37, 41])('sequence %i: what leaves and what is free to leave is never more than what came in', async (seed) => {
    const next = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const own = 60_000;
    const agentId = await teamMember(server, `propagent${seed}x${process.pid % 1000}`, MEMBER_TYPE.agent, null);
    const m = await memberWithBonus(own, agentId);
    let out = 0;
    for (let step = 0; step < 10; step += 1) {
      const action = pick(['hedge', 'hedge', 'hedge', 'claim', 'convert', 'upline', 'withdraw'] as const);
      if (action === 'hedge') {
        // Every digit of a ball: the member gets back 98 % of the stake whatever the draw.
        const { current } = await currentDraw(lottery, FAST_1);
        await lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(pick([500, 1_000, 2_000]))] }, m.token);
        expect((await lottery.run(current.drawTime)).status).toBe(200);
      } else if (action === 'claim') {
        await api.claim(m.rewardId, 'SIGNUP', m.token);
      } else if (action === 'convert') {
        await client.sealed('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { token: m.token });
      } else {
        const amount = pick([10_000, 25_000, 40_000, 70_000]);
        const answer =
          action === 'upline'
            ? await client.sealed('POST', '/wps/transaction/transferUpline', { amount, paymentPassword: PAY_PASSWORD, requestId: requestId() }, { token: m.token })
            : await withdraw(m.token, m.cardId, amount);
        if (answer.status === 200) out += amount;
      }
    }
    const free = Math.max(0, (await api.balance(m.token)) - (await limits(m.token)).locked);
    // Hedged bets only lose: nothing won at risk, so nothing beyond the member's own money gets out.
    expect(out + free).toBeLessThanOrEqual(own);
  });
});
