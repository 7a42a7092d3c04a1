import { DEMO_ACCOUNTS } from '../src';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, VN_NORTH, type LotteryApi } from './lottery-helpers';

const { player, trial } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let api: LotteryApi;
let token: string;

const ledgerOf = (orderId: number) =>
  server.app.portal.db.selectFrom('ledger_entry').select(['amount', 'kind', 'idempotency_key']).where('reference', '=', `lottery:order:${orderId}`).orderBy('id').execute();

/** A fresh member with `balance` minor units, signed in. */
async function newPlayer(account: string, balance: number): Promise<string> {
  await teamMember(server, account, 0, null, { balance });
  return client.tokenFor(account, TEAM_PASSWORD);
}

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
  api = lotteryApi(client);
  token = await client.tokenFor(player.username, player.password);
  expect((await api.run(new Date())).status).toBe(200);
});
afterAll(() => server.close());

describe('a slip', () => {
  it('is priced by the server and paid from the main wallet in one ledger movement', async () => {
    const { current } = await currentDraw(api, FAST_1);
    const before = await api.balance(token);
    const answer = await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(200, 3)] }, token);
    expect(answer.status).toBe(200);
    const order = answer.body.value;
    expect(order.totalAmount).toBe(10 * 200 * 3);
    expect(order.bets.map((bet) => bet.bettingContent)).toEqual(['1:0', '1:1', '1:2', '1:3', '1:4', '1:5', '1:6', '1:7', '1:8', '1:9']);
    expect(order.bets[0]).toMatchObject({ numero: current.numero, playId: 'FAST_DIGIT', betAmount: 600, odds: 980, oddsPercent: 100, potentialWin: 5880, status: 'open', lockTime: current.lockTime });
    expect(order.balance).toBe(before - 6000);
    expect(await api.balance(token)).toBe(before - 6000);
    expect(await ledgerOf(order.orderId)).toEqual([{ amount: -6000, kind: 'bet', idempotency_key: `lottery:order:${order.orderId}:bet` }]);
    const open = (await api.orders(token, 'open', FAST_1)).body.value;
    expect(open.content.filter((bet) => bet.orderId === order.orderId)).toHaveLength(10);
  });

  it('covers every result with lô: the stake is unit × multiple × 27 on the North', async () => {
    const { current } = await currentDraw(api, VN_NORTH);
    const answer = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_LO2', bettingContent: '05,27', singleBetPrice: 100, multiple: 2 }] }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.value.totalAmount).toBe(2 * 100 * 2 * 27);
    expect(answer.body.value.bets.map((bet) => [bet.bettingContent, bet.betAmount, bet.potentialWin])).toEqual([
      ['05', 5400, 16000],
      ['27', 5400, 16000],
    ]);
  });

  it('answers a repeated requestId with the first order and takes the stake once', async () => {
    const { current } = await currentDraw(api, FAST_1);
    const body = { gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_SUM_BS' as const, bettingContent: 'BIG', singleBetPrice: 500, multiple: 1 }], requestId: 'repeat-slip-0001' };
    const before = await api.balance(token);
    const [first, second] = await Promise.all([api.bet(body, token), api.bet(body, token)]);
    expect(first.status).toBe(200);
    expect(second.body.value.orderId).toBe(first.body.value.orderId);
    expect((await api.bet(body, token)).body.value.orderId).toBe(first.body.value.orderId);
    expect(await api.balance(token)).toBe(before - 500);
  });

  it('refuses bad input with a localized message and moves nothing', async () => {
    const { current } = await currentDraw(api, VN_NORTH);
    const before = await api.balance(token);
    const xien = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_XIEN2', bettingContent: '12,34,56', singleBetPrice: 100, multiple: 1 }] }, token, 'MY');
    expect(xien.status).toBe(400);
    expect(xien.body).toMatchObject({ errorCode: 'lottery.content.invalid', message: 'ရွေးထားသော ဂဏန်းများသည် ဤကစားနည်းနှင့် မကိုက်ညီပါ' });
    const wrongGame = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'SEA_BIG', bettingContent: '1234', singleBetPrice: 100, multiple: 1 }] }, token);
    expect(wrongGame.body.errorCode).toBe('lottery.content.invalid');
    const small = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: '12', singleBetPrice: 50, multiple: 1 }] }, token);
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ errorCode: 'lottery.stake.range', message: 'The stake must be K 1.00 to K 10,000.00 per unit, at most 100 times' });
    const unknown = await api.bet({ gameId: 9999, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: '12', singleBetPrice: 100, multiple: 1 }] }, token);
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'lottery.game.not.found' } });
    const tooLong = await api.bet({ gameId: FAST_1, numero: (await currentDraw(api, FAST_1)).current.numero, contents: [ALL_DIGITS_BALL_1(100)], chase: { draws: 11, winStop: false } }, token);
    expect(tooLong.status).toBe(400);
    expect(await api.balance(token)).toBe(before);
  });

  it('takes nothing the client says about money: its own total and odds are ignored', async () => {
    const { current } = await currentDraw(api, VN_NORTH);
    const before = await api.balance(token);
    const priced = await client.call<{ totalAmount: number; bets: { odds: number }[] }>('POST', '/lgw/orders/betting', {
      token,
      body: { gameId: VN_NORTH, numero: current.numero, requestId: 'priced-slip-0001', totalAmount: 1, odds: 999999, contents: [{ playId: 'VN_DE', bettingContent: '12', singleBetPrice: 100, multiple: 1, odds: 999999 }] },
    });
    expect(priced.body.value).toMatchObject({ totalAmount: 100, bets: [{ odds: 8500 }] });
    expect(await api.balance(token)).toBe(before - 100);
  });

  it('is for formal accounts only', async () => {
    const { current } = await currentDraw(api, FAST_1);
    const body = { gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] };
    expect((await api.bet(body, null)).status).toBe(401);
    const trialToken = await client.tokenFor(trial.username, trial.password);
    expect(await api.bet(body, trialToken)).toMatchObject({ status: 403, body: { errorCode: 'member.trial' } });
  });

  it('is refused to a member frozen for what it owes its downline', async () => {
    const owner = await newPlayer('lotowner', 100_000);
    const ownerId = await memberIdOf(server, 'lotowner');
    const downlineId = await teamMember(server, 'lotowed', 0, ownerId);
    // A daily salary its balance did not cover (what the contract jobs write): the account is frozen.
    const at = new Date().toISOString();
    const contract = await server.app.portal.db
      .insertInto('agent_contract')
      .values({ merchant_id: 1, kind: 'dailySalary', product: 'CONS', period: null, upline_id: ownerId, downline_id: downlineId, status: 'A', proposed_tiers: null, proposed_period: null, termination_by: null, created_at: at, updated_at: at, signed_at: at, ended_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.portal.db
      .insertInto('contract_settlement')
      .values({ merchant_id: 1, contract_id: contract.id, kind: 'dailySalary', period_key: '2026-01-01', period_start: at, period_end: at, upline_id: ownerId, downline_id: downlineId, payer: 'upline', valid_bet: 20_000, net_loss: 0, active_members: 1, tier: null, amount: 200, status: 'unpaid', txn_id: null, settled_at: at, paid_at: null })
      .execute();
    const { current } = await currentDraw(api, FAST_1);
    const answer = await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, owner);
    expect(answer).toMatchObject({ status: 403, body: { errorCode: 'member.frozen' } });
    expect(await api.balance(owner)).toBe(100_000);
  });

  it('refuses a draw once it has locked', async () => {
    const { current } = await currentDraw(api, VN_NORTH);
    // The lock passes (as it would at 18:00 Vietnam time): moved to a second ago.
    await server.app.portal.db.updateTable('lottery_draw').set({ lock_at: new Date(Date.now() - 1000).toISOString() }).where('numero', '=', current.numero).where('game_code', '=', 'VN_NORTH').execute();
    const answer = await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: '12', singleBetPrice: 100, multiple: 1 }] }, token, 'CN');
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'lottery.draw.closed', message: '本期已封盘，请投注当前期' } });
    // The page's current draw is now the next day's.
    expect((await currentDraw(api, VN_NORTH)).current.numero).not.toBe(current.numero);
  });
});

describe('cancel', () => {
  it('refunds open bets before the lock through the ledger, once', async () => {
    const { current } = await currentDraw(api, FAST_1);
    const before = await api.balance(token);
    const order = (await api.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_OE', bettingContent: '2:ODD,EVEN', singleBetPrice: 300, multiple: 2 }] }, token)).body.value;
    expect(await api.balance(token)).toBe(before - 1200);
    const ids = order.bets.map((bet) => bet.betId);
    const cancelled = await api.cancel([ids[0]!], token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.value).toMatchObject({ refunded: 600, balance: before - 600 });
    expect(cancelled.body.value.cancelled[0]).toMatchObject({ betId: ids[0], status: 'cancelled' });
    expect(await api.cancel([ids[0]!], token)).toMatchObject({ status: 400, body: { errorCode: 'lottery.cancel.closed' } });
    expect(await api.cancel([ids[0]!, ids[1]!], token)).toMatchObject({ status: 400, body: { errorCode: 'lottery.cancel.closed' } });
    expect(await api.balance(token)).toBe(before - 600);
    expect((await ledgerOf(order.orderId)).map((entry) => entry.amount)).toEqual([-1200, 600]);
    // Someone else's bet is not found, exactly like an unknown one.
    const other = await newPlayer('lottoother', 10_000);
    expect(await api.cancel([ids[1]!], other)).toMatchObject({ status: 404, body: { errorCode: 'lottery.bet.not.found' } });
  });

  it("leaves a cancelled bet out of the day's staked total", async () => {
    const punter = await newPlayer('lottocancel', 100_000);
    const { current } = await currentDraw(api, VN_NORTH);
    // K 270 on two numbers, K 135 each; then one of them is cancelled and refunded.
    const order = (await api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: '12,34', singleBetPrice: 13_500, multiple: 1 }] }, punter)).body.value;
    expect(order.totalAmount).toBe(27_000);
    expect((await api.orders(punter, 'all', VN_NORTH)).body.value.betAmount).toBe(27_000);
    expect((await api.cancel([order.bets[0]!.betId], punter)).body.value.refunded).toBe(13_500);
    const all = (await api.orders(punter, 'all', VN_NORTH)).body.value;
    expect(all.content.map((bet) => bet.status).sort()).toEqual(['cancelled', 'open']);
    expect(all.betAmount).toBe(13_500);
    expect((await api.orders(punter, 'open', VN_NORTH)).body.value.betAmount).toBe(13_500);
    expect((await api.orders(punter, 'settled', VN_NORTH)).body.value.betAmount).toBe(0);
  });
});

describe('chase', () => {
  it('places the slip on the next draws up front and, with stop-on-win, refunds the rest after a win', async () => {
    const bettor = await newPlayer('lottochaser', 100_000);
    const { current, next } = await currentDraw(api, FAST_1);
    const order = (await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)], chase: { draws: 3, winStop: true } }, bettor)).body.value;
    expect(order).toMatchObject({ chaseDraws: 3, winStop: true, totalAmount: 3000, balance: 97_000 });
    expect([...new Set(order.bets.map((bet) => bet.numero))]).toEqual([current.numero, next[0]!.numero, next[1]!.numero]);

    const run = await api.run(current.drawTime);
    expect(run.body.value.stopped).toBe(20);
    const bets = (await api.orders(bettor)).body.value.content.filter((bet) => bet.orderId === order.orderId);
    expect(bets.filter((bet) => bet.numero === current.numero && bet.status === 'won')).toHaveLength(1);
    expect(bets.filter((bet) => bet.numero === current.numero && bet.status === 'lost')).toHaveLength(9);
    expect(bets.filter((bet) => bet.status === 'stopped')).toHaveLength(20);
    // −3 draws' stake, +980 (9.80 × 100 on the one digit drawn), +2 draws' stake refunded.
    expect(await api.balance(bettor)).toBe(100_000 - 3000 + 980 + 2000);
    expect((await ledgerOf(order.orderId)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['bet', -3000],
      ['payout', 980],
      ['bet', 2000],
    ]);
    // That draw is closed now.
    const late = await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, bettor);
    expect(late.body.errorCode).toBe('lottery.draw.closed');
  });

  it('without stop-on-win plays every draw', async () => {
    const bettor = await newPlayer('lottochaser2', 100_000);
    const { current, next } = await currentDraw(api, FAST_1);
    const order = (await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)], chase: { draws: 3, winStop: false } }, bettor)).body.value;
    await api.run(next[1]!.drawTime);
    const bets = (await api.orders(bettor, 'settled')).body.value.content.filter((bet) => bet.orderId === order.orderId);
    expect(bets).toHaveLength(30);
    expect(bets.filter((bet) => bet.status === 'won')).toHaveLength(3);
    expect(await api.balance(bettor)).toBe(100_000 - 3000 + 3 * 980);
  });
});

describe('liability', () => {
  it('steps the odds of a number down as its exposure grows and refuses past the limit', async () => {
    const whale = await newPlayer('lottowhale', 100_000_000);
    const { current } = await currentDraw(api, VN_NORTH);
    const de = (number: string, unit: number, multiple: number) => api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_DE', bettingContent: number, singleBetPrice: unit, multiple }] }, whale);
    // Limit 500,000,000 of potential win on one number; đề pays 85 per unit.
    const a = (await de('77', 1_000_000, 4)).body.value.bets[0]!; // 340,000,000: 68 %
    expect(a).toMatchObject({ odds: 8500, oddsPercent: 100, potentialWin: 340_000_000 });
    const b = (await de('77', 100_000, 3)).body.value.bets[0]!; // read at 68 %: still full odds → 73.1 %
    expect(b).toMatchObject({ oddsPercent: 100, potentialWin: 25_500_000 });
    const c = (await de('77', 100_000, 1)).body.value.bets[0]!; // read at 73 %: 80 % of the odds
    expect(c).toMatchObject({ odds: 6800, oddsPercent: 80, potentialWin: 6_800_000 });
    const before = await api.balance(whale);
    const refused = await de('77', 1_000_000, 2);
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'lottery.liability', message: 'Number 77 is sold out for this draw, please choose another number or a smaller stake' } });
    expect(await api.balance(whale)).toBe(before);
    // Another number is untouched.
    expect((await de('78', 1_000_000, 4)).body.value.bets[0]).toMatchObject({ oddsPercent: 100 });
    // Cancelling the big bet gives its exposure back: the refused bet now goes through at full odds.
    expect((await api.cancel([a.betId], whale)).status).toBe(200);
    expect((await de('77', 1_000_000, 2)).body.value.bets[0]).toMatchObject({ oddsPercent: 100, potentialWin: 170_000_000 });
  });
});

describe('liability of lô', () => {
  it('counts every result a number may end: 27 hits in the North, so the limit is reached 27 times sooner than one hit would', async () => {
    const whale = await newPlayer('lottolo', 100_000_000);
    const { current } = await currentDraw(api, VN_NORTH);
    const lo = (unit: number) => api.bet({ gameId: VN_NORTH, numero: current.numero, contents: [{ playId: 'VN_LO2', bettingContent: '42', singleBetPrice: unit, multiple: 1 }] }, whale);
    // Limit 2,000,000,000 on one number; a hit pays 80 per unit, and a number may end all 27 results.
    const first = (await lo(800_000)).body.value.bets[0]!; // one hit 64,000,000; at worst 1,728,000,000 (86 %)
    expect(first).toMatchObject({ oddsPercent: 100, potentialWin: 64_000_000 });
    const before = await api.balance(whale);
    // Read at 86 %: 60 % of the odds, 14,400,000 a hit. Counted once it would fit (78,400,000 in all);
    // counted 27 times it would not (2,116,800,000).
    expect(await lo(300_000)).toMatchObject({ status: 400, body: { errorCode: 'lottery.liability' } });
    expect(await api.balance(whale)).toBe(before);
    expect((await api.cancel([first.betId], whale)).status).toBe(200);
    expect((await lo(300_000)).body.value.bets[0]).toMatchObject({ oddsPercent: 100, potentialWin: 24_000_000 });
  });
});

describe('parallel bets', () => {
  it('never spend more than the balance', async () => {
    const bettor = await newPlayer('lottoracer', 3000);
    const { current } = await currentDraw(api, FAST_1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_SUM_BS', bettingContent: 'SMALL', singleBetPrice: 1000, multiple: 1 }] }, bettor)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.errorCode)).toEqual(Array(5).fill('wallet.insufficient'));
    expect(await api.balance(bettor)).toBe(0);
    const memberId = await memberIdOf(server, 'lottoracer');
    const bets = await server.app.portal.db.selectFrom('lottery_bet').select('amount').where('member_id', '=', memberId).execute();
    expect(bets.map((bet) => Number(bet.amount))).toEqual([1000, 1000, 1000]);
  });
});
