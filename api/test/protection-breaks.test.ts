import { createHmac, randomUUID } from 'node:crypto';
import type { AdminProtectionMembers, ProtectionHistory, ProtectionStatus } from '@portal/shared/contracts';
import { TestClient } from './helpers/client';
import { memberIdOf, untilWaitingForLocks } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { AGENT_CALLS, PAY_PASSWORD, setPayPassword, TEAM_PASSWORD, teamMember } from './helpers/team';
import { MEMBER_TYPE } from '../src';
import { DICE, inhouseApi, requestId } from './inhouse-helpers';
import { currentDraw, FAST_1, lotteryApi } from './lottery-helpers';
import { promotionsApi } from './promotions-helpers';

/*
 * A cool-off or self-exclusion: while it is in force the player can sign in, withdraw and read its
 * records, and nothing else that stakes, deposits or takes a promotion. It cannot be shortened and it
 * ends by itself on the server's clock. Every change is in the player's history and ops' list.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

async function newPlayer(balance = 10_000_000): Promise<{ account: string; token: string }> {
  counter += 1;
  const account = `br${process.pid % 10_000}n${counter}`;
  await teamMember(server, account, 0, null, { balance });
  const token = await client.tokenFor(account, TEAM_PASSWORD);
  if (!kbzPayId) {
    const channels = (await client.get<{ id: number; code: string }[]>('/wps/transaction/deposit/channels', { token })).body.value;
    kbzPayId = channels.find((c) => c.code === 'KBZPAY')!.id;
  }
  return { account, token };
}

const status = async (token: string) => (await client.get<ProtectionStatus>('/wps/member/protection', { token })).body.value;
const history = async (token: string) => (await client.get<ProtectionHistory>('/wps/member/protection/history', { token })).body.value;
const takeBreak = (token: string, length: string) => client.call<ProtectionStatus>('POST', '/wps/member/protection/exclusion', { token, headers: { Language: 'EN' }, body: { length } });
const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
  client.call<ProtectionStatus>('PUT', '/wps/member/protection/limit', { token, body: { kind, period, amount } });

/** Every call a break closes, as the pages make them. */
function forbiddenCalls(token: string, ticket: string) {
  const post = (path: string, body: Record<string, unknown>) => client.call('POST', path, { token, headers: { Language: 'EN' }, body });
  return {
    launch: () => games.launch(DICE, token),
    round: () => post('/wps/game/inhouse/round', { ticket, bet: 1_000, requestId: requestId(), dice: { target: 50, over: true } }),
    slip: async () => {
      const { current } = await currentDraw(lottery, FAST_1);
      return lottery.bet({ gameId: FAST_1, numero: current.numero, contents: [{ playId: 'FAST_DIGIT', bettingContent: '1:5', singleBetPrice: 1_000, multiple: 1 }] }, token);
    },
    deposit: () => post('/wps/transaction/deposit', { channelId: kbzPayId, amount: 100_000, requestId: randomUUID() }),
    intoVendor: () => post('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 10_000, requestId: randomUUID() }),
    join: () => post('/wps/relay/MCSFE_signUpPromotionJoin', { promotionId: 1 }),
    claim: () => post('/wps/relay/MCSFE_claimIssuedPromotion', { promotionClaimId: 1, promotionType: 'DEPOSIT' }),
    ticket: () => post('/wps/relay/PROMOFE_claimTicket', { transactionId: 1 }),
    raffle: () => post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 1 }),
    rebate: () => post('/wps/relay/MCSFE_claimManualRebate', {}),
  };
}

describe('a break', () => {
  it('refuses every stake, deposit and promotion call, and allows withdrawing, money back from a game and the records', async () => {
    const { token } = await newPlayer();
    // Opened before the break: a game already open cannot stake either.
    const ticket = (await games.launch(DICE, token)).body.value.ticket;
    const intoPg = await client.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from: 'MAIN', to: 'PG', amount: 20_000, requestId: randomUUID() } });
    expect(intoPg.status).toBe(200);
    await setPayPassword(client, token);
    const card = await client.sealed<{ id: number }>('POST', '/wps/member/bankCards', { bankCode: 'KBZ', accountName: 'Break Test', accountNumber: `77${counter}000123456`, paymentPassword: PAY_PASSWORD }, { token });
    expect(card.status).toBe(200);

    const started = await takeBreak(token, '7d');
    expect(started.status).toBe(200);
    expect(started.body.value.exclusion).toEqual({ kind: 'coolOff', length: '7d', since: new Date(clock).toISOString(), until: new Date(clock + 7 * DAY).toISOString() });

    const before = await games.balance(token);
    const calls = forbiddenCalls(token, ticket);
    for (const [name, call] of Object.entries(calls)) {
      const answer = await call();
      expect({ name, status: answer.status, errorCode: answer.body.errorCode }).toEqual({ name, status: 403, errorCode: 'protection.excluded' });
      expect((answer.body.value as { until: string }).until).toBe(new Date(clock + 7 * DAY).toISOString());
    }
    expect(await games.balance(token)).toBe(before);
    // The message gives the end on the site's clock (Myanmar time, UTC+06:30).
    const siteEnd = new Date(clock + 7 * DAY + 390 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    expect((await calls.deposit()).body.message).toBe(`Your account is taking a break until ${siteEnd}: you can withdraw and read your records only`);

    // Allowed: money back from a vendor's wallet, a withdrawal, the records, the protection page.
    expect((await client.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from: 'PG', to: 'MAIN', amount: 20_000, requestId: randomUUID() } })).status).toBe(200);
    const limits = (await client.get<{ min: number }>('/wps/transaction/withdraw/limits', { token })).body.value;
    const withdrawal = await client.sealed('POST', '/wps/transaction/withdraw', { bankCardId: card.body.value.id, amount: limits.min, paymentPassword: PAY_PASSWORD, requestId: randomUUID() }, { token });
    expect(withdrawal.status).toBe(200);
    expect((await client.get('/wps/report/transactions', { token })).status).toBe(200);
    expect((await client.get('/wps/report/bets', { token })).status).toBe(200);
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
  });

  it('cannot be shortened: a shorter one is refused, a longer one replaces it', async () => {
    const { token } = await newPlayer();
    expect((await takeBreak(token, '30d')).status).toBe(200);
    for (const shorter of ['24h', '7d', '30d']) {
      const answer = await takeBreak(token, shorter);
      expect({ shorter, status: answer.status, errorCode: answer.body.errorCode }).toEqual({ shorter, status: 400, errorCode: 'protection.exclusion.shorter' });
    }
    const longer = await takeBreak(token, '6m');
    expect(longer.status).toBe(200);
    expect(longer.body.value.exclusion).toMatchObject({ kind: 'selfExclusion', length: '6m' });
    expect((await status(token)).exclusion).toMatchObject({ kind: 'selfExclusion', length: '6m' });
  });

  it('ends by itself when its time is over', async () => {
    const { token } = await newPlayer();
    const ticket = (await games.launch(DICE, token)).body.value.ticket;
    const startedAt = clock;
    expect((await takeBreak(token, '24h')).status).toBe(200);
    clock = startedAt + DAY - 1;
    expect((await forbiddenCalls(token, ticket).round()).body.errorCode).toBe('protection.excluded');
    clock = startedAt + DAY;
    expect((await status(token)).exclusion).toBeNull();
    expect((await forbiddenCalls(token, ticket).round()).status).toBe(200);
    expect((await forbiddenCalls(token, ticket).deposit()).status).toBe(200);
  });
});

describe('marketing during a break', () => {
  it('sends no home popup and no promotion announcement', async () => {
    const { token } = await newPlayer(0);
    const home = async () =>
      (await client.get<{ popup: { title: string }[]; promotion: unknown[] }>('/wps/relay/MCSFE_getListAnnouncements?types=PU,PR', { token, headers: { Language: 'EN' } })).body.value;
    const before = await home();
    expect(before.popup.map((p) => p.title)).toEqual(['Welcome to the portal']);
    expect(before.promotion.length).toBeGreaterThan(0);
    expect((await takeBreak(token, '24h')).status).toBe(200);
    expect(await home()).toMatchObject({ popup: [], promotion: [] });
  });
});

describe('the record of changes', () => {
  it('keeps every change of a limit or a break: what, from, to, by whom, when, when it applies; newest first', async () => {
    const { token } = await newPlayer();
    const t0 = clock;
    expect((await setLimit(token, 'deposit', 'day', 500_000)).status).toBe(200);
    clock = t0 + 1_000;
    expect((await setLimit(token, 'deposit', 'day', 300_000)).status).toBe(200);
    clock = t0 + 2_000;
    expect((await setLimit(token, 'deposit', 'day', 900_000)).status).toBe(200);
    clock = t0 + 3_000;
    expect((await takeBreak(token, '24h')).status).toBe(200);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect((await history(token)).map(({ id: _id, ...change }) => change)).toEqual([
      { subject: 'exclusion', kind: 'coolOff', period: '24h', from: null, to: null, by: 'member', at: iso(t0 + 3_000), appliesAt: iso(t0 + 3_000), until: iso(t0 + 3_000 + DAY) },
      { subject: 'limit', kind: 'deposit', period: 'day', from: 300_000, to: 900_000, by: 'member', at: iso(t0 + 2_000), appliesAt: iso(t0 + 2_000 + DAY), until: null },
      { subject: 'limit', kind: 'deposit', period: 'day', from: 500_000, to: 300_000, by: 'member', at: iso(t0 + 1_000), appliesAt: iso(t0 + 1_000), until: null },
      { subject: 'limit', kind: 'deposit', period: 'day', from: null, to: 500_000, by: 'member', at: iso(t0), appliesAt: iso(t0), until: null },
    ]);
    // Another player's history is its own.
    const other = await newPlayer();
    expect(await history(other.token)).toEqual([]);
  });
});

describe('ops', () => {
  it('list members with limits or a break (risk role, ops token), filtered', async () => {
    const limited = await newPlayer();
    const excluded = await newPlayer();
    expect((await setLimit(limited.token, 'wager', 'week', 40_000)).status).toBe(200);
    expect((await takeBreak(excluded.token, '1y')).status).toBe(200);
    const list = async (query = '') =>
      (await client.get<AdminProtectionMembers>(`/wps/admin/protection${query}`, { headers: { 'Admin-Token': ADMIN_TOKEN } })).body.value;
    const limitedId = await memberIdOf(server, limited.account);
    const excludedId = await memberIdOf(server, excluded.account);

    const all = await list();
    expect(all.find((m) => m.memberId === limitedId)).toMatchObject({ account: limited.account, limits: [{ kind: 'wager', period: 'week', amount: 40_000 }], exclusion: null });
    expect(all.find((m) => m.memberId === excludedId)).toMatchObject({ account: excluded.account, limits: [], exclusion: { kind: 'selfExclusion', length: '1y' } });
    expect((await list('?filter=excluded')).map((m) => m.memberId)).toContain(excludedId);
    expect((await list('?filter=excluded')).map((m) => m.memberId)).not.toContain(limitedId);
    expect((await list('?filter=limits')).map((m) => m.memberId)).not.toContain(excludedId);

    expect((await client.get('/wps/admin/protection')).status).toBe(401);
    expect((await client.get('/wps/admin/protection', { token: limited.token })).status).toBe(401);
  });
});

describe("an agent's team list", () => {
  it("shows a downline's break, which the agent has no call to change", async () => {
    counter += 1;
    const agentAccount = `ag${process.pid % 10_000}n${counter}`;
    const agentId = await teamMember(server, agentAccount, MEMBER_TYPE.agent, null);
    const playerAccount = `dl${process.pid % 10_000}n${counter}`;
    const playerId = await teamMember(server, playerAccount, MEMBER_TYPE.member, agentId);
    const quietAccount = `dq${process.pid % 10_000}n${counter}`;
    const quietId = await teamMember(server, quietAccount, MEMBER_TYPE.member, agentId);
    const playerToken = await client.tokenFor(playerAccount, TEAM_PASSWORD);
    const agentToken = await client.tokenFor(agentAccount, TEAM_PASSWORD);
    expect((await takeBreak(playerToken, '5y')).status).toBe(200);
    const until = (await status(playerToken)).exclusion!.until;

    const list = await client.get<{ content: { id: number; protection?: unknown }[] }>(`${AGENT_CALLS.downline}?pageNo=1&pageSize=20`, { token: agentToken });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.value.content.map((m) => [m.id, m.protection]));
    expect(byId.get(playerId)).toEqual({ kind: 'selfExclusion', until });
    expect(byId.get(quietId)).toBeNull();
    const detail = await client.get<{ member: { protection?: unknown } }>(AGENT_CALLS.member(playerId), { token: agentToken });
    expect(detail.body.value.member.protection).toEqual({ kind: 'selfExclusion', until });

    // The protection calls act on the caller alone: a member id in the body is not read (the schema
    // drops it), so the agent's call is about the agent, and the downline's break stays as it was.
    const named = await client.call<ProtectionStatus>('POST', '/wps/member/protection/exclusion', { token: agentToken, body: { length: '24h', memberId: playerId } });
    expect(named.body.value.exclusion).toMatchObject({ kind: 'coolOff', length: '24h' });
    expect((await setLimit(agentToken, 'deposit', 'day', 1_000)).status).toBe(200);
    expect((await status(playerToken)).exclusion).toMatchObject({ kind: 'selfExclusion', until });
    expect((await status(playerToken)).limits).toEqual([]);
  });
});

describe("a self-exclusion and the player's promotions", () => {
  /** The demo provider's signed SUCCESS callback for an order. */
  async function pay(orderNo: string, amount: number): Promise<void> {
    const key = await server.app.portal.db.selectFrom('server_key').select('value').where('name', '=', 'deposit-provider-secret').executeTakeFirstOrThrow();
    const raw = JSON.stringify({ orderNo, amount, status: 'SUCCESS', providerRef: 'PROTECTION-TEST', paidAt: new Date().toISOString() });
    const signature = createHmac('sha256', Buffer.from(key.value, 'base64')).update(raw).digest('hex');
    const answer = await fetch(`${server.url}/wps/transaction/deposit/callback`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signature }, body: raw });
    expect(answer.status).toBe(200);
  }

  /** A player who deposited K 5,000 with the first-deposit bonus (100%) claimed, and joined the daily reload. */
  async function bonusPlayer() {
    const promotions = promotionsApi(client);
    const list = (await promotions.list()).body.value;
    const firstDeposit = list.find((p) => p.code === 'first-deposit-100')!.promotionId;
    const reload = list.find((p) => p.code === 'daily-reload-10')!.promotionId;
    const { account, token } = await newPlayer(0);
    const created = await client.call<{ orderNo: string }>('POST', '/wps/transaction/deposit', { token, body: { channelId: kbzPayId, amount: 500_000, requestId: randomUUID(), promotionId: firstDeposit } });
    expect(created.status).toBe(200);
    await pay(created.body.value.orderNo, 500_000);
    const [reward] = (await promotions.rewards(token, 'I')).body.value;
    expect((await promotions.claim(reward!.rewardId, reward!.promotionType, token)).status).toBe(200);
    expect((await promotions.join(reload, token)).status).toBe(200);
    const statusOf = async (id: number) => (await promotions.list(token)).body.value.find((p) => p.promotionId === id)?.status;
    const locked = async () => (await client.get<{ locked: number }>('/wps/transaction/withdraw/limits', { token })).body.value.locked;
    expect(await promotions.balance(token)).toBe(1_000_000);
    expect(await locked()).toBe(1_000_000);
    expect(await statusOf(reload)).toBe('SIGNED_UP');
    return { account, token, reload, statusOf, locked, balance: () => promotions.balance(token) };
  }

  it('ends them: the bonus under turnover is taken back, its lock on the deposit goes, the deposit stays the player\'s', async () => {
    const player = await bonusPlayer();
    expect((await takeBreak(player.token, '6m')).status).toBe(200);
    expect(await player.balance()).toBe(500_000);
    expect(await player.locked()).toBe(0);
    // The joined reload pays no bonus any more: the player is out of it (and may join again once back).
    expect(await player.statusOf(player.reload)).toBe('JOIN');
  });

  // PostgreSQL's row locks: SQLite runs one write transaction at a time.
  (TEST_DIALECT === 'postgres' ? it : it.skip)('goes through while a stake of the player\'s is landing: the bonus is taken back as far as the balance left covers', async () => {
    const player = await bonusPlayer();
    const memberId = await memberIdOf(server, player.account);
    // A round in another tab stakes K 8,000 of the K 10,000 and has not committed yet.
    let staked!: () => void;
    let goOn!: () => void;
    const holding = new Promise<void>((resolve) => (staked = resolve));
    const gate = new Promise<void>((resolve) => (goOn = resolve));
    const round = server.app.portal.db.transaction().execute(async (trx) => {
      await server.app.portal.ledger.postInTransaction(trx, { memberId, amount: -800_000, kind: 'bet', reference: 'test:round', idempotencyKey: `test:stake:${memberId}` });
      staked();
      await gate;
    });
    await holding;
    const excluding = takeBreak(player.token, '6m');
    await untilWaitingForLocks(server, 1);
    goOn();
    await round;

    expect((await excluding).status).toBe(200);
    expect((await status(player.token)).exclusion).toMatchObject({ kind: 'selfExclusion', length: '6m' });
    // K 2,000 of the K 5,000 bonus came back: all the balance the stake left.
    expect(await player.balance()).toBe(0);
    expect(await player.locked()).toBe(0);
  });

  it('cancels the rewards not yet claimed and the tickets not yet opened: nothing waits to draw the player back', async () => {
    const player = await bonusPlayer();
    const promotions = promotionsApi(client);
    const reloaded = await client.call<{ orderNo: string }>('POST', '/wps/transaction/deposit', { token: player.token, body: { channelId: kbzPayId, amount: 500_000, requestId: randomUUID(), promotionId: player.reload } });
    await pay(reloaded.body.value.orderNo, 500_000);
    const wheel = (await promotions.list()).body.value.find((p) => p.code === 'lucky-wheel')!.promotionId;
    expect((await promotions.join(wheel, player.token)).status).toBe(200);
    const [waiting] = (await promotions.rewards(player.token, 'I')).body.value;
    const [ticket] = (await promotions.tickets(player.token, 'AVAILABLE')).body.value;
    expect([waiting?.promotionId, ticket?.promotionId]).toEqual([player.reload, wheel]);

    expect((await takeBreak(player.token, '6m')).status).toBe(200);
    expect((await promotions.rewards(player.token)).body.value.map((r) => r.status)).toEqual(['C']);
    expect((await promotions.tickets(player.token)).body.value).toEqual([]);
    expect(await player.balance()).toBe(1_000_000);

    // Once the exclusion is over they are still gone: neither can be claimed or opened.
    clock += 200 * 86_400_000;
    expect((await promotions.claim(waiting!.rewardId, waiting!.promotionType, player.token)).status).not.toBe(200);
    expect((await promotions.open(ticket!.transactionId, player.token)).status).not.toBe(200);
    expect(await player.balance()).toBe(1_000_000);
  });

  it('a cool-off leaves them as they were', async () => {
    const player = await bonusPlayer();
    expect((await takeBreak(player.token, '30d')).status).toBe(200);
    expect(await player.balance()).toBe(1_000_000);
    expect(await player.locked()).toBe(1_000_000);
    expect(await player.statusOf(player.reload)).toBe('SIGNED_UP');
  });
});
