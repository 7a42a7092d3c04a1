import { sql } from 'kysely';
import { MEMBER_TYPE } from '../src';
import { countBet } from '../src/agent';
import { TestClient } from './helpers/client';
import { untilWaitingForLocks } from './helpers/db';
import { ADMIN_TOKEN } from './helpers/outbox';
import { startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { TEAM_PASSWORD, teamMember } from './helpers/team';
import { ALL_DIGITS_BALL_1, currentDraw, FAST_1, lotteryApi, type LotteryApi } from './lottery-helpers';

/*
 * A draw's settlement and a winner's play elsewhere, at the same moment, on PostgreSQL's row locks. Every
 * money movement takes its locks in one order: the wallets (the ledger) first, then the rows it changes:
 * a member's and its agents' day rows (countBet, team_day last), a cancel's bets and their exposure. An
 * in-house round or a slip does; the settlement and a cancel must too, or one holds a row while it
 * waits for a wallet that the other holds while it waits for that row: PostgreSQL then kills one of them
 * ("deadlock detected"), and a busy evening left draws unsettled for minutes. SQLite writes one
 * transaction at a time: the case is PostgreSQL's.
 */

const itOnPostgres = TEST_DIALECT === 'postgres' ? it : it.skip;
let server: TestServer;
let client: TestClient;
let api: LotteryApi;
// The server's clock, stopped a second after a 1-minute draw opened ten minutes ago: the bets below are
// placed long before its lock, however slow the machine (on the wall clock, a busy CI crossed it).
const clock = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000 + 1_000;

beforeAll(async () => {
  server = await startServer({ adminToken: ADMIN_TOKEN, now: () => clock });
  client = new TestClient(server.url);
  api = lotteryApi(client);
  expect((await api.run(new Date(clock))).status).toBe(200);
});
afterAll(() => server.close());

it('the lottery answers on the server\'s clock: the current draw is the one open at its time', async () => {
  const { current } = await currentDraw(api, FAST_1);
  expect(Date.parse(current.drawTime) - clock).toBeGreaterThan(0);
  expect(Date.parse(current.drawTime) - clock).toBeLessThanOrEqual(60_000);
});

itOnPostgres('settles a draw while a winner plays a round elsewhere: the two wait for each other in turn, neither is killed', async () => {
  const agentId = await teamMember(server, 'lockagent', MEMBER_TYPE.agent, null);
  const first = await teamMember(server, 'lockfirst', MEMBER_TYPE.member, agentId, { balance: 50_000 });
  const second = await teamMember(server, 'locksecond', MEMBER_TYPE.member, agentId, { balance: 50_000 });
  const { current } = await currentDraw(api, FAST_1);
  for (const account of ['lockfirst', 'locksecond']) {
    const token = await client.tokenFor(account, TEAM_PASSWORD);
    expect((await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)] }, token)).status).toBe(200);
  }

  // The second winner's round, as the ledger and countBet move it: its wallet first, its day rows after.
  let walletHeld!: () => void;
  let goOn!: () => void;
  const holding = new Promise<void>((resolve) => (walletHeld = resolve));
  const gate = new Promise<void>((resolve) => (goOn = resolve));
  const at = new Date(Date.parse(current.drawTime) + 1_000).toISOString();
  const round = server.app.portal.db.transaction().execute(async (trx) => {
    await sql`UPDATE wallet SET balance = balance WHERE member_id = ${second} AND vendor_code = 'MAIN'`.execute(trx);
    walletHeld();
    await gate;
    await countBet(trx, second, { betAmount: 100, validBet: 100, payout: 0 }, at);
  });
  await holding;

  // The draw settles meanwhile: it pays the first winner and waits for the second's wallet.
  const settling = api.run(current.drawTime);
  await untilWaitingForLocks(server, 1);
  goOn();

  await expect(round).resolves.toBeUndefined();
  expect((await settling).status).toBe(200);
  const balances = await server.app.portal.db.selectFrom('wallet').select(['member_id', 'balance']).where('member_id', 'in', [first, second]).where('vendor_code', '=', 'MAIN').orderBy('member_id').execute();
  expect(balances.map((row) => Number(row.balance))).toEqual([50_000 - 1000 + 980, 50_000 - 1000 + 980]);
  const open = await server.app.portal.db.selectFrom('lottery_bet').select('id').where('member_id', 'in', [first, second]).where('status', '=', 'open').execute();
  expect(open).toEqual([]);
});

itOnPostgres("settles a stop-on-win chase while its member cancels the later bets the win would stop: one waits for the other, neither is killed, the stake comes back once", async () => {
  await teamMember(server, 'lockchaser', MEMBER_TYPE.member, null, { balance: 50_000 });
  const token = await client.tokenFor('lockchaser', TEAM_PASSWORD);
  const { current } = await currentDraw(api, FAST_1);
  const order = (await api.bet({ gameId: FAST_1, numero: current.numero, contents: [ALL_DIGITS_BALL_1(100)], chase: { draws: 2, winStop: true } }, token)).body.value;
  const later = order.bets.filter((bet) => bet.numero !== current.numero).map((bet) => bet.betId);
  expect(later).toHaveLength(10);
  const { draw_id: laterDraw } = await server.app.portal.db.selectFrom('lottery_bet').select('draw_id').where('id', '=', later[0]!).executeTakeFirstOrThrow();

  // Another slip on the later draw's numbers holds their exposure row a while: the cancel waits there.
  let rowHeld!: () => void;
  let goOn!: () => void;
  const holding = new Promise<void>((resolve) => (rowHeld = resolve));
  const gate = new Promise<void>((resolve) => (goOn = resolve));
  const slip = server.app.portal.db.transaction().execute(async (trx) => {
    await sql`SELECT amount FROM lottery_exposure WHERE draw_id = ${laterDraw} FOR UPDATE`.execute(trx);
    rowHeld();
    await gate;
  });
  await holding;
  const cancelling = api.cancel(later, token);
  await untilWaitingForLocks(server, 1);
  // The draw settles meanwhile: it pays the win and would stop the chase's later bets.
  const settling = api.run(current.drawTime);
  await untilWaitingForLocks(server, 2);
  goOn();
  await slip;

  const cancelled = await cancelling;
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.value.refunded).toBe(1000);
  expect((await settling).status).toBe(200);
  const bets = await server.app.portal.db.selectFrom('lottery_bet').select(['id', 'status']).where('order_id', '=', order.orderId).execute();
  expect(bets.filter((bet) => bet.status === 'open')).toEqual([]);
  expect(bets.filter((bet) => bet.status === 'won')).toHaveLength(1);
  expect(bets.filter((bet) => later.includes(bet.id)).map((bet) => bet.status)).toEqual(Array(10).fill('cancelled'));
  // −2 draws' stake, +980 on the digit drawn, +1 draw's stake back by the cancel (and not again by the stop).
  expect(await api.balance(token)).toBe(50_000 - 2000 + 980 + 1000);
});
