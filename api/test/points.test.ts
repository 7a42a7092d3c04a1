import { randomUUID } from 'node:crypto';
import type { PointBalance, PointConfig, PointEntryList, PointExchange, PointExchangeAnswer, PointExchangeList, PointGoodList } from '@portal/shared/contracts';
import { DEMO_ACCOUNTS } from '../src';
import { giftPoints, seedPointGoods, type DemoPointGood } from '../src/points';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { PAY_PASSWORD, setPayPassword } from './helpers/team';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi } from './lottery-helpers';
import { newMember, promotionsApi } from './promotions-helpers';

/*
 * Points and the points mall. Points accrue from real settled in-house bets (1 point per
 * 100.00 of valid bet), once; conversions to cash go in whole steps; a redeem asks for the payment
 * password, never takes more stock or points than there are (also in parallel), and an operator's
 * rejection gives back points, stock and cash once.
 */
let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const points = {
  balance: (token: string | null) => client.get<PointBalance>('/wps/relay/MCS2_getPointBalance', { token }),
  config: (token: string) => client.get<PointConfig>('/wps/relay/MCS2_getPointConfig', { token }),
  goods: (token: string, language = 'EN') => client.get<PointGoodList>('/wps/relay/getPointReward', { token, headers: { Language: language } }),
  history: (token: string, language = 'EN') => client.get<PointExchangeList>('/wps/relay/MCS2_getRedeemPointList', { token, headers: { Language: language } }),
  details: (token: string) => client.get<PointEntryList>('/wps/relay/ODSFE2_MemTransDet', { token }),
  redeem: (token: string | null, body: Record<string, unknown>) =>
    client.sealed<PointExchangeAnswer>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { quantity: 1, paymentPassword: PAY_PASSWORD, address: 'No. 5, Bogyoke Road, Yangon', phone: '09 123 456 789', requestId: randomUUID(), ...body }, { token }),
  convert: (token: string | null, body: Record<string, unknown>) =>
    client.sealed<PointExchangeAnswer>('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { paymentPassword: PAY_PASSWORD, requestId: randomUUID(), ...body }, { token }),
  decide: (orderNo: string, decision: 'APPROVE' | 'REJECT', adminToken: string | null = ADMIN_TOKEN) =>
    client.call<PointExchange>('POST', '/wps/admin/points/exchange/decide', { headers: adminToken ? { 'Admin-Token': adminToken } : {}, body: { orderNo, decision } }),
};

/** A redeem of one with no address field at all (what the form sends for a good that does not ship). */
const redeemWithoutAddress = (token: string, goodId: number) =>
  client.sealed<PointExchangeAnswer>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', { goodId, quantity: 1, paymentPassword: PAY_PASSWORD, phone: '09 123 456 789', requestId: randomUUID() }, { token });

/** Plays in-house dice rounds of these bets as the member (each a settled bet record). */
async function play(token: string, ...bets: number[]): Promise<void> {
  const games = inhouseApi(client);
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  for (const bet of bets) {
    const answer = await games.round({ ticket, bet, requestId: requestId(), dice: { target: 50, over: true } }, token);
    if (answer.status !== 200) throw new Error(`round failed: ${JSON.stringify(answer.body)}`);
  }
}

/** A fresh member with money, a payment password and `bets` played. */
async function player(account: string, bets: number[], balance = 20_000_000): Promise<string> {
  const token = await newMember(server, client, account, balance);
  await setPayPassword(client, token);
  await play(token, ...bets);
  return token;
}

const texts = (name: string) => ({ name, details: `${name} details` });
/** A good of the demo merchant added by the seed's own function (shipping unless told); answers its id. */
async function addGood(good: Omit<DemoPointGood, 'texts' | 'ships'> & { ships?: boolean }): Promise<number> {
  const db = server.app.portal.db;
  await db.transaction().execute((trx) => seedPointGoods(trx, 1, [{ ships: true, ...good, texts: { MY: texts(`MY ${good.code}`), EN: texts(`EN ${good.code}`), CN: texts(`CN ${good.code}`) } }]));
  return (await db.selectFrom('point_good').select('id').where('code', '=', good.code).executeTakeFirstOrThrow()).id;
}

/** What the member's points entries add up to, and what its account holds. */
async function books(token: string): Promise<{ sum: number; held: number }> {
  const entries = (await points.details(token)).body.value;
  return { sum: entries.reduce((total, entry) => total + entry.points, 0), held: (await points.balance(token)).body.value.points };
}

const balanceOf = async (token: string) => promotionsApi(client).balance(token);

describe('who may call', () => {
  it('refuses guests (401) and trial accounts (403 member.trial), and lets formal accounts in', async () => {
    expect((await points.balance(null)).status).toBe(401);
    expect((await client.get('/wps/relay/getPointReward')).status).toBe(401);
    const trial = await client.tokenFor(DEMO_ACCOUNTS.trial.username, DEMO_ACCOUNTS.trial.password);
    for (const answer of [await points.balance(trial), await points.history(trial), await points.convert(trial, { points: 100 })]) {
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'member.trial']);
    }
    const member = await client.tokenFor(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
    expect((await points.balance(member)).status).toBe(200);
    const goods = (await points.goods(member, 'CN')).body.value;
    expect(goods.map((good) => good.code)).toEqual(expect.arrayContaining(['phone-card-5k', 'team-jersey', 'bluetooth-earbuds', 'smartphone']));
    expect(goods.find((good) => good.code === 'team-jersey')).toMatchObject({ name: '球队球衣', points: 300, amount: 0, stock: 50, available: 50, redeemed: 0 });
    const art = await fetch(`${server.url}${goods[0]!.imageUrl}`);
    expect([art.status, art.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect((await fetch(`${server.url}/wps/asset/point-good/no-such-good.svg`)).status).toBe(404);
  });
});

describe('the demo player', () => {
  it('starts with points enough for the cheapest goods, given once, and can redeem the phone card at once', async () => {
    const token = await client.tokenFor(DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
    const held = (await points.balance(token)).body.value.points;
    const goods = (await points.goods(token)).body.value;
    const cheapest = [...goods].sort((a, b) => a.points - b.points).slice(0, 3);
    for (const good of cheapest) expect(held).toBeGreaterThanOrEqual(good.points);
    const gifts = (await points.details(token)).body.value.filter((entry) => entry.kind === 'GIFT');
    expect(gifts.map((entry) => entry.points)).toEqual([held]);

    // The seed's gift given again (a restart, another instance) gives nothing more.
    const db = server.app.portal.db;
    const member = await db.selectFrom('member').select('id').where('account', '=', DEMO_ACCOUNTS.player.username).executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => giftPoints(trx, member.id, held, 'demo-start'));
    expect((await points.balance(token)).body.value.points).toBe(held);

    const card = goods.find((good) => good.code === 'phone-card-5k')!;
    const redeemed = await redeemWithoutAddress(token, card.goodId);
    expect([redeemed.status, redeemed.body.value.points]).toEqual([200, held - card.points]);
  });
});

describe('earning points', () => {
  it('earns 1 point per 100.00 of settled valid bet, each bet counted once, fractions carried, nothing expiring', async () => {
    const token = await player('points1', [1_000_000, 1_000_000, 1_000_000, 55_000]);
    const config = (await points.config(token)).body.value;
    expect(config).toMatchObject({ validBetPerPoint: 10_000, convertUnitPoints: 100, convertUnitAmount: 10_000, minConvertPoints: 100, expires: false });
    expect(config.rates[0]).toEqual({ points: 100, amount: 10_000 });
    expect((await points.balance(token)).body.value).toEqual({ points: 305, earned: 305, validBetCounted: 3_055_000 });
    // Asking again, and many times at once, credits nothing more.
    await Promise.all(Array.from({ length: 6 }, () => points.balance(token)));
    expect((await points.balance(token)).body.value.points).toBe(305);
    // 50.00 carried over from before plus 50.00 now make one more point.
    await play(token, 2_000, 3_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => points.balance(token)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const details = (await points.details(token)).body.value;
    expect(details.map((entry) => [entry.kind, entry.points, entry.balanceAfter])).toEqual([
      ['EARN', 1, 306],
      ['EARN', 305, 305],
    ]);
    expect(await books(token)).toEqual({ sum: 306, held: 306 });
  });

  it('earns from lottery bets once they are settled, not before', async () => {
    const lottery = lotteryApi(client);
    expect((await lottery.run(new Date())).status).toBe(200);
    const token = await player('points6', []);
    const { current } = await currentDraw(lottery, FAST_1);
    // One digit for 250.00, win or lose all at risk: 250.00 of valid bet once the draw is settled. Every
    // digit of another ball covered (250.00 staked, 245.00 back whatever the draw) adds its 5.00 only.
    const order = await lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '2:7', singleBetPrice: 25_000, multiple: 1 }] }, token);
    expect(order.status).toBe(200);
    const hedge = await lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(2_500)] }, token);
    expect(hedge.status).toBe(200);
    expect((await points.balance(token)).body.value).toEqual({ points: 0, earned: 0, validBetCounted: 0 });
    expect((await lottery.run(current.drawTime)).status).toBe(200);
    const counted = (await points.balance(token)).body.value;
    // The draw's valid bet is its result, capped at the stake: 500.00 staked, the digit 7 of ball 2 won (+1,955.00 net of the hedge's loss) or lost (−255.00).
    expect([25_500, 50_000]).toContain(counted.validBetCounted);
    expect(counted.points).toBe(Math.floor(counted.validBetCounted / 10_000));
  });
});

describe('converting points to cash', () => {
  it('converts whole steps of 100 points at 100.00 a step into the main wallet, once per request', async () => {
    const token = await player('points2', [1_000_000, 1_000_000, 500_000]);
    const before = await balanceOf(token);
    for (const wrongSize of [250, 50]) {
      const refused = await points.convert(token, { points: wrongSize });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'points.convert.unit']);
    }
    const wrongPassword = await points.convert(token, { points: 200, paymentPassword: '135790' });
    expect([wrongPassword.status, wrongPassword.body.errorCode]).toEqual([400, 'payment.password.wrong']);
    const tooMany = await points.convert(token, { points: 300 });
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([400, 'points.insufficient']);
    expect(await balanceOf(token)).toBe(before);

    const same = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => points.convert(token, { points: 200, requestId: same })));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body.value.exchange.orderNo)).size).toBe(1);
    expect(answers[0]!.body.value).toMatchObject({ points: 50, balance: before + 20_000, exchange: { exchangeType: 'CASH', points: 200, amount: 20_000, status: 'APPROVED' } });
    expect(await balanceOf(token)).toBe(before + 20_000);
    expect((await points.history(token)).body.value.map((row) => [row.exchangeType, row.itemName, row.points, row.amount, row.status])).toEqual([['CASH', 'Cash to main wallet', 200, 20_000, 'APPROVED']]);
    expect(await books(token)).toEqual({ sum: 50, held: 50 });
  });
});

describe('redeeming goods', () => {
  it('asks for the payment password, address and phone; takes points and cash at once; ops reject refunds once', async () => {
    const good = await addGood({ code: 'test-speaker', points: 100, amount: 10_000, stock: 5 });
    const token = await player('points3', [1_000_000, 1_000_000, 500_000]);
    const cash = await balanceOf(token);
    const wrong = await points.redeem(token, { goodId: good, paymentPassword: '111111' });
    expect([wrong.status, wrong.body.errorCode, wrong.body.value]).toEqual([400, 'payment.password.wrong', { field: 'paymentPassword' }]);
    const noAddress = await points.redeem(token, { goodId: good, address: '  ' });
    expect([noAddress.status, noAddress.body.errorCode, noAddress.body.value]).toEqual([400, 'validation.failed', { field: 'address' }]);
    const badPhone = await points.redeem(token, { goodId: good, phone: 'call me' });
    expect([badPhone.status, badPhone.body.value]).toEqual([400, { field: 'phone' }]);
    const missing = await points.redeem(token, { goodId: 999_999 });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'points.good.not.found']);
    expect((await points.balance(token)).body.value.points).toBe(250);

    const redeemed = await points.redeem(token, { goodId: good, quantity: 2 });
    expect(redeemed.status).toBe(200);
    const exchange = redeemed.body.value.exchange;
    expect(redeemed.body.value).toMatchObject({ points: 50, balance: cash - 20_000 });
    expect(exchange).toMatchObject({ exchangeType: 'GOODS', itemName: 'EN test-speaker', quantity: 2, points: 200, amount: 20_000, status: 'IN_PROCESS', address: 'No. 5, Bogyoke Road, Yangon', phone: '09 123 456 789' });
    const listed = (await points.goods(token)).body.value.find((row) => row.goodId === good);
    expect(listed).toMatchObject({ stock: 5, available: 3, redeemed: 2 });
    expect((await points.history(token, 'CN')).body.value[0]).toMatchObject({ orderNo: exchange.orderNo, itemName: 'CN test-speaker', status: 'IN_PROCESS' });

    expect((await points.decide(exchange.orderNo, 'REJECT', null)).status).toBe(401);
    const rejected = await points.decide(exchange.orderNo, 'REJECT');
    expect(rejected.body.value).toMatchObject({ orderNo: exchange.orderNo, status: 'REJECTED' });
    const again = await Promise.all([points.decide(exchange.orderNo, 'REJECT'), points.decide(exchange.orderNo, 'APPROVE')]);
    for (const answer of again) expect([answer.status, answer.body.errorCode]).toEqual([400, 'points.exchange.none']);
    expect((await points.balance(token)).body.value.points).toBe(250);
    expect(await balanceOf(token)).toBe(cash);
    expect((await points.goods(token)).body.value.find((row) => row.goodId === good)).toMatchObject({ available: 5, redeemed: 0 });
    expect((await points.history(token)).body.value[0]!.status).toBe('REJECTED');
    expect((await points.details(token)).body.value.map((entry) => [entry.kind, entry.points])).toEqual([
      ['REFUND', 200],
      ['REDEEM', -200],
      ['EARN', 250],
    ]);

    const second = (await points.redeem(token, { goodId: good })).body.value.exchange;
    expect((await points.decide(second.orderNo, 'APPROVE')).body.value.status).toBe('APPROVED');
    expect((await points.history(token)).body.value[0]).toMatchObject({ orderNo: second.orderNo, status: 'APPROVED' });
    expect(await books(token)).toEqual({ sum: 150, held: 150 });
  });

  it('asks an address only for goods that ship: a phone top-up goes without one, a jersey is refused without one', async () => {
    const token = await player('points7', [1_000_000, 1_000_000, 1_000_000, 1_000_000]);
    const goods = (await points.goods(token)).body.value;
    const card = goods.find((good) => good.code === 'phone-card-5k')!;
    const jersey = goods.find((good) => good.code === 'team-jersey')!;
    expect([card.ships, jersey.ships]).toEqual([false, true]);

    const shipped = await redeemWithoutAddress(token, jersey.goodId);
    expect([shipped.status, shipped.body.errorCode, shipped.body.value]).toEqual([400, 'validation.failed', { field: 'address' }]);
    const blank = await points.redeem(token, { goodId: jersey.goodId, address: ' ' });
    expect([blank.status, blank.body.value]).toEqual([400, { field: 'address' }]);

    const topUp = await redeemWithoutAddress(token, card.goodId);
    expect(topUp.status).toBe(200);
    expect(topUp.body.value.exchange).toMatchObject({ quantity: 1, points: 50, status: 'IN_PROCESS', address: null, phone: '09 123 456 789' });
    // An address sent for a good that does not ship is not kept; the phone is still asked.
    const withAddress = await points.redeem(token, { goodId: card.goodId });
    expect(withAddress.body.value.exchange).toMatchObject({ address: null, phone: '09 123 456 789' });
    const noPhone = await points.redeem(token, { goodId: card.goodId, phone: '' });
    expect([noPhone.status, noPhone.body.value]).toEqual([400, { field: 'phone' }]);
    expect(await books(token)).toEqual({ sum: 300, held: 300 });
  });

  it('never gives out more than the stock when many redeem at once', async () => {
    const good = await addGood({ code: 'test-limited', points: 100, amount: 0, stock: 3 });
    const token = await player('points4', [1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000]);
    expect((await points.balance(token)).body.value.points).toBe(1_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => points.redeem(token, { goodId: good })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.errorCode === 'points.good.soldout')).toHaveLength(5);
    expect((await points.goods(token)).body.value.find((row) => row.goodId === good)).toMatchObject({ available: 0, redeemed: 3 });
    expect(await books(token)).toEqual({ sum: 700, held: 700 });

    // The same request sent twice at once for the last one in stock: one exchange, and both hear it.
    const last = await addGood({ code: 'test-last-one', points: 100, amount: 0, stock: 1 });
    const same = randomUUID();
    const twins = await Promise.all([1, 2, 3].map(() => points.redeem(token, { goodId: last, requestId: same })));
    expect(twins.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(twins.map((answer) => answer.body.value.exchange.orderNo)).size).toBe(1);
    expect(await books(token)).toEqual({ sum: 600, held: 600 });
  });

  it('never spends more points than held when many redeem at once', async () => {
    const good = await addGood({ code: 'test-plenty', points: 100, amount: 0, stock: 100 });
    const token = await player('points5', [1_000_000, 1_000_000, 500_000]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => points.redeem(token, { goodId: good })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.errorCode === 'points.insufficient')).toHaveLength(4);
    expect(await books(token)).toEqual({ sum: 50, held: 50 });
    expect((await points.goods(token)).body.value.find((row) => row.goodId === good)).toMatchObject({ available: 98, redeemed: 2 });
  });
});
