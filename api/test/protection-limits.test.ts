import { randomUUID } from 'node:crypto';
import type { ProtectionRefusal, ProtectionStatus } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { currentDraw, FAST_1, lotteryApi } from './lottery-helpers';

/*
 * A player's own limits, enforced by the server where the money moves: deposit orders (before
 * payment), in-house rounds and lottery slips. Each limit holds at its boundary (exactly at passes, one
 * minor unit over is refused with what remains), lowering applies at once, raising waits 24 hours on
 * the server's clock, and bets sent together cannot pass a limit together.
 */

const HOUR = 3_600_000;
let clock = Date.now();
let server: TestServer;
let client: TestClient;
let games: ReturnType<typeof inhouseApi>;
let lottery: ReturnType<typeof lotteryApi>;
let kbzPayId: number;
let counter = 0;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, now: () => clock });
  client = new TestClient(server.url);
  games = inhouseApi(client);
  lottery = lotteryApi(client);
  expect((await lottery.run(new Date())).status).toBe(200);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

/** A fresh player with `balance` minor units, signed in. */
async function newPlayer(balance = 10_000_000): Promise<string> {
  counter += 1;
  const account = `pl${process.pid % 10_000}n${counter}`;
  await teamMember(server, account, 0, null, { balance });
  const token = await client.tokenFor(account, TEAM_PASSWORD);
  if (!kbzPayId) {
    const channels = (await client.get<{ id: number; code: string }[]>('/wps/transaction/deposit/channels', { token })).body.value;
    kbzPayId = channels.find((c) => c.code === 'KBZPAY')!.id;
  }
  return token;
}

const status = async (token: string) => (await client.get<ProtectionStatus>('/wps/member/protection', { token })).body.value;
const setLimit = (token: string, kind: string, period: string | undefined, amount: number | null) =>
  client.call<ProtectionStatus>('PUT', '/wps/member/protection/limit', { token, body: { kind, ...(period ? { period } : {}), amount } });
async function limit(token: string, kind: string, period: string, amount: number | null): Promise<void> {
  const answer = await setLimit(token, kind, period, amount);
  expect(answer.status).toBe(200);
}

const deposit = (token: string, amount: number) =>
  client.call<{ orderNo: string }>('POST', '/wps/transaction/deposit', { token, headers: { Language: 'EN' }, body: { channelId: kbzPayId, amount, requestId: randomUUID() } });

async function diceRound(token: string, bet: number) {
  const ticket = (await games.launch(DICE, token)).body.value.ticket;
  return client.call<{ round: { bet: number } }>('POST', '/wps/game/inhouse/round', { token, headers: { Language: 'EN' }, body: { ticket, bet, requestId: requestId(), dice: { target: 50, over: true } } });
}

async function slip(token: string, stake: number) {
  const { current } = await currentDraw(lottery, FAST_1);
  return lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '1:5', singleBetPrice: stake, multiple: 1 }] }, token);
}

const refusal = (answer: { status: number; body: { errorCode: string | null; value: unknown; message?: string | null } }) => ({
  status: answer.status,
  errorCode: answer.body.errorCode,
  value: answer.body.value as ProtectionRefusal,
});

describe('setting limits', () => {
  it('a first limit and a lower one apply at once; a raise waits 24 hours on the server clock, then applies', async () => {
    const token = await newPlayer();
    await limit(token, 'wager', 'day', 5_000);
    expect((await status(token)).limits).toEqual([expect.objectContaining({ kind: 'wager', period: 'day', amount: 5_000, pending: null, used: 0, remaining: 5_000 })]);

    await limit(token, 'wager', 'day', 1_000);
    expect((await status(token)).limits[0]).toMatchObject({ amount: 1_000, pending: null });
    expect(refusal(await diceRound(token, 2_000))).toMatchObject({ status: 400, errorCode: 'protection.wager.limit' });

    await limit(token, 'wager', 'day', 3_000);
    const raised = (await status(token)).limits[0]!;
    expect(raised).toMatchObject({ amount: 1_000, pending: { amount: 3_000, appliesAt: new Date(clock + 24 * HOUR).toISOString() } });
    expect(refusal(await diceRound(token, 2_000))).toMatchObject({ status: 400, errorCode: 'protection.wager.limit' });

    const setAt = clock;
    clock = setAt + 24 * HOUR - 1;
    expect(refusal(await diceRound(token, 2_000))).toMatchObject({ errorCode: 'protection.wager.limit' });
    clock = setAt + 24 * HOUR;
    expect((await status(token)).limits[0]).toMatchObject({ amount: 3_000, pending: null });
    expect((await diceRound(token, 2_000)).status).toBe(200);
  });

  it('removing a limit waits 24 hours too; the same value again withdraws a pending raise', async () => {
    const token = await newPlayer();
    await limit(token, 'loss', 'week', 2_000);
    await limit(token, 'loss', 'week', null);
    const setAt = clock;
    expect((await status(token)).limits).toEqual([expect.objectContaining({ kind: 'loss', period: 'week', amount: 2_000, pending: { amount: null, appliesAt: new Date(setAt + 24 * HOUR).toISOString() } })]);
    expect(refusal(await diceRound(token, 2_001))).toMatchObject({ errorCode: 'protection.loss.limit' });

    await limit(token, 'loss', 'week', 2_000);
    expect((await status(token)).limits[0]).toMatchObject({ amount: 2_000, pending: null });
    clock = setAt + 25 * HOUR;
    expect((await status(token)).limits[0]).toMatchObject({ amount: 2_000, pending: null });

    await limit(token, 'loss', 'week', null);
    clock += 24 * HOUR;
    expect((await status(token)).limits).toEqual([]);
    expect((await diceRound(token, 2_001)).status).toBe(200);
  });

  it('refuses a money limit without its period and a session limit over a day', async () => {
    const token = await newPlayer();
    expect((await setLimit(token, 'deposit', undefined, 1_000)).body.errorCode).toBe('validation.failed');
    expect((await setLimit(token, 'session', undefined, 24 * 60 + 1)).body.errorCode).toBe('validation.failed');
    expect((await setLimit(token, 'session', undefined, 90)).status).toBe(200);
    expect((await status(token)).limits).toEqual([expect.objectContaining({ kind: 'session', period: 'session', amount: 90 })]);
  });
});

describe('the deposit limit', () => {
  it('takes an order exactly at what remains and refuses one minor unit over, before payment, with what remains and when it resets', async () => {
    const token = await newPlayer();
    await limit(token, 'deposit', 'day', 200_000);
    expect((await deposit(token, 100_000)).status).toBe(200);

    const over = await deposit(token, 100_001);
    expect(refusal(over)).toEqual({
      status: 400,
      errorCode: 'protection.deposit.limit',
      value: { kind: 'deposit', period: 'day', limit: 200_000, remaining: 100_000, resetsAt: expect.any(String) },
    });
    expect(over.body.message).toContain('K 1,000.00');
    const resetsAt = Date.parse(refusal(over).value.resetsAt);
    expect(resetsAt).toBeGreaterThan(clock);
    expect(resetsAt - clock).toBeLessThanOrEqual(24 * HOUR);

    expect((await deposit(token, 100_000)).status).toBe(200);
    expect(refusal(await deposit(token, 100_000))).toMatchObject({ errorCode: 'protection.deposit.limit', value: { remaining: 0 } });
    expect((await status(token)).limits[0]).toMatchObject({ kind: 'deposit', used: 200_000, remaining: 0 });
  });

  it('a monthly limit counts across the days of the month', async () => {
    const token = await newPlayer();
    await limit(token, 'deposit', 'month', 150_000);
    expect((await deposit(token, 100_000)).status).toBe(200);
    expect(refusal(await deposit(token, 100_000))).toMatchObject({ errorCode: 'protection.deposit.limit', value: { period: 'month', remaining: 50_000 } });
  });
});

describe('the loss and wager limits', () => {
  it('in-house rounds: a stake exactly at the loss limit passes, one minor unit over is refused and moves nothing', async () => {
    const atLimit = await newPlayer();
    await limit(atLimit, 'loss', 'day', 1_000);
    expect((await diceRound(atLimit, 1_000)).status).toBe(200);

    const over = await newPlayer();
    await limit(over, 'loss', 'day', 1_000);
    const before = await games.balance(over);
    const answer = await diceRound(over, 1_001);
    expect(refusal(answer)).toEqual({ status: 400, errorCode: 'protection.loss.limit', value: { kind: 'loss', period: 'day', limit: 1_000, remaining: 1_000, resetsAt: expect.any(String) } });
    expect(await games.balance(over)).toBe(before);
  });

  it('in-house rounds: the wager limit counts every stake, won or lost', async () => {
    const token = await newPlayer();
    await limit(token, 'wager', 'month', 3_000);
    expect((await diceRound(token, 1_000)).status).toBe(200);
    expect((await diceRound(token, 1_000)).status).toBe(200);
    expect(refusal(await diceRound(token, 1_001))).toMatchObject({ errorCode: 'protection.wager.limit', value: { remaining: 1_000 } });
    expect((await diceRound(token, 1_000)).status).toBe(200);
    expect((await status(token)).limits[0]).toMatchObject({ used: 3_000, remaining: 0 });
  });

  it('lottery slips: exactly at the loss limit passes, one minor unit over is refused', async () => {
    const token = await newPlayer();
    await limit(token, 'loss', 'day', 3_000);
    expect((await slip(token, 2_000)).status).toBe(200);
    const before = await lottery.balance(token);
    expect(refusal(await slip(token, 1_001))).toMatchObject({ status: 400, errorCode: 'protection.loss.limit', value: { remaining: 1_000 } });
    expect(await lottery.balance(token)).toBe(before);
    expect((await slip(token, 1_000)).status).toBe(200);
  });

  it('lottery chases: the whole chase counts against the wager limit', async () => {
    const token = await newPlayer();
    await limit(token, 'wager', 'week', 2_500);
    const { current } = await currentDraw(lottery, FAST_1);
    const chase = (draws: number) =>
      lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '1:5', singleBetPrice: 1_000, multiple: 1 }], chase: { draws, winStop: false } }, token);
    expect(refusal(await chase(3))).toMatchObject({ errorCode: 'protection.wager.limit', value: { remaining: 2_500 } });
    expect((await chase(2)).status).toBe(200);
  });

  it('bets sent together cannot pass a limit together', async () => {
    const rounds = await newPlayer();
    await limit(rounds, 'wager', 'day', 3_000);
    const roundAnswers = await Promise.all(Array.from({ length: 6 }, () => diceRound(rounds, 1_000)));
    expect(roundAnswers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(roundAnswers.filter((a) => a.body.errorCode === 'protection.wager.limit')).toHaveLength(3);

    const slips = await newPlayer();
    await limit(slips, 'loss', 'day', 3_000);
    const before = await lottery.balance(slips);
    const slipAnswers = await Promise.all(Array.from({ length: 6 }, () => slip(slips, 1_000)));
    expect(slipAnswers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(slipAnswers.filter((a) => a.body.errorCode === 'protection.loss.limit')).toHaveLength(3);
    expect(await lottery.balance(slips)).toBe(before - 3_000);

    const deposits = await newPlayer();
    await limit(deposits, 'deposit', 'day', 300_000);
    const orders = await Promise.all(Array.from({ length: 5 }, () => deposit(deposits, 100_000)));
    expect(orders.filter((a) => a.status === 200)).toHaveLength(3);
    expect(orders.filter((a) => a.body.errorCode === 'protection.deposit.limit')).toHaveLength(2);
  });
});

describe("vendors' games", () => {
  it('money moved into a vendor wallet is staked: it counts against the wager and loss limits, money back counts as won', async () => {
    const token = await newPlayer();
    const transfer = (from: string, to: string, amount: number) =>
      client.call('POST', '/wps/relay/GCS_walletTransfer', { token, headers: { Language: 'EN' }, body: { from, to, amount, requestId: randomUUID() } });
    await limit(token, 'wager', 'day', 10_000);
    expect((await transfer('MAIN', 'PG', 6_000)).status).toBe(200);
    expect(refusal(await transfer('MAIN', 'PG', 4_001))).toMatchObject({ status: 400, errorCode: 'protection.wager.limit', value: { remaining: 4_000 } });
    expect((await transfer('MAIN', 'PG', 4_000)).status).toBe(200);

    const lossy = await newPlayer();
    const move = (from: string, to: string, amount: number) =>
      client.call('POST', '/wps/relay/GCS_walletTransfer', { token: lossy, headers: { Language: 'EN' }, body: { from, to, amount, requestId: randomUUID() } });
    await limit(lossy, 'loss', 'day', 5_000);
    expect((await move('MAIN', 'PG', 5_000)).status).toBe(200);
    expect(refusal(await move('MAIN', 'PG', 1))).toMatchObject({ errorCode: 'protection.loss.limit', value: { remaining: 0 } });
    // Money back from the vendor's games leaves that much loss room again.
    expect((await move('PG', 'MAIN', 2_000)).status).toBe(200);
    expect((await move('MAIN', 'PG', 2_000)).status).toBe(200);
    expect(refusal(await move('MAIN', 'PG', 1))).toMatchObject({ errorCode: 'protection.loss.limit' });
  });
});

describe('the session limit', () => {
  it('ends a session once it has lasted the limit, with its own refusal; a new sign-in starts a new session', async () => {
    counter += 1;
    const account = `ss${process.pid % 10_000}n${counter}`;
    await teamMember(server, account, 0, null, { balance: 10_000 });
    const first = await client.tokenFor(account, TEAM_PASSWORD);
    await limit(first, 'session', 'day', 30);

    const signInStart = Date.now();
    const token = await client.tokenFor(account, TEAM_PASSWORD);
    const signInEnd = Date.now();
    clock = signInStart + 30 * 60_000 - 1_000;
    expect((await client.get('/wps/member/protection', { token })).status).toBe(200);

    clock = signInEnd + 30 * 60_000;
    const ended = await client.get('/wps/member/protection', { token, headers: { Language: 'EN' } });
    expect({ status: ended.status, errorCode: ended.body.errorCode }).toEqual({ status: 401, errorCode: 'protection.session.limit' });
    expect(ended.body.message).toBe('You have reached your session time limit; please log in again later');
    expect((await client.get('/wps/member/protection', { token })).body.errorCode).toBe('login.not.session');

    const again = await client.tokenFor(account, TEAM_PASSWORD);
    expect((await client.get('/wps/member/protection', { token: again })).status).toBe(200);
  });
});
