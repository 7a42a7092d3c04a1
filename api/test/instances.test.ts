import { sql } from 'kysely';
import { DEMO_ACCOUNTS } from '../src';
import { runScheduledFundsJobs } from '../src/funds/jobs';
import { LISTENER_APPLICATION_NAME } from '../src/messages';
import { notify } from '../src/messages/notify';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { notificationAmounts } from './helpers/funds';
import { ADMIN_TOKEN, writeSetting } from './helpers/outbox';
import { startSecondInstance, startServer, TEST_DIALECT, type TestServer } from './helpers/server';
import { openSse, type SseFrame, type SseStream } from './helpers/sse';

/*
 * N instances, one site: two API servers on one PostgreSQL database. A live event written through one
 * instance reaches a member's stream on the other (NOTIFY at commit wakes every instance's dispatcher),
 * and a scheduled tick fired on both at once runs its jobs once. The instances' own event timers are
 * stretched to an hour, so only the NOTIFY can carry an event across within a test.
 */

const { player } = DEMO_ACCOUNTS;
const PAYMENT_PASSWORD = '246810';
const HOUR = 3_600_000;
const describeOnPostgres = TEST_DIALECT === 'postgres' ? describe : describe.skip;

interface Order {
  orderNo: string;
  amount: number;
  status: string;
  createdAt: string;
}

let a: TestServer;
let b: TestServer;
let viaA: TestClient;
let token: string;
let cardId: number;
let counter = 0;
const open: SseStream[] = [];

beforeAll(async () => {
  a = await startServer({ adminToken: ADMIN_TOKEN, eventPollMs: HOUR });
  // Ops decide the withdrawals here; the demo's own processing is driven with a clock below.
  await writeSetting(a, 'withdrawAutoProcessSeconds', 0);
  if (TEST_DIALECT === 'postgres') b = await startSecondInstance(a, { adminToken: ADMIN_TOKEN, eventPollMs: HOUR });
  viaA = new TestClient(a.url);
  token = await viaA.tokenFor(player.username, player.password);
  cardId = (await viaA.get<Array<{ id: number }>>('/wps/member/bankCards', { token })).body.value[0]!.id;
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  if (TEST_DIALECT === 'postgres') await b.close();
  await a.close();
});

/** A stream of the player's events served by `on`, opened with a ticket asked of instance A. */
async function streamOn(on: TestServer): Promise<SseStream> {
  const ticket = (await viaA.call<{ ticket: string }>('POST', '/wps/member/events/ticket', { token })).body.value.ticket;
  const s = await openSse(`${on.url}/wps/member/events?ticket=${ticket}`, { Language: 'EN' });
  open.push(s);
  // The snapshot every stream starts with (the unread count, then the balance).
  expect([(await s.next()).event, (await s.next()).event]).toEqual(['unread', 'balance']);
  return s;
}
const withdraw = (amount: number) =>
  viaA.sealed<Order>('POST', '/wps/transaction/withdraw', { amount, bankCardId: cardId, paymentPassword: PAYMENT_PASSWORD, requestId: `inst-${process.pid}-${++counter}` }, { token });
const balance = async () => (await viaA.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;
const ids = (frames: SseFrame[]) => frames.map((f) => f.id);

describeOnPostgres('live events across instances', () => {
  it("a member's stream on instance B shows a withdrawal made and approved through instance A", async () => {
    const onB = await streamOn(b);
    const before = await balance();

    const request = await withdraw(20_000);
    expect(request.status).toBe(200);
    expect((await onB.next()).data).toEqual({ balance: before - 20_000 });

    const approved = await viaA.call<Order>('PUT', `/wps/admin/withdraw/${request.body.value.orderNo}`, { body: { action: 'approve' }, headers: { 'Admin-Token': ADMIN_TOKEN } });
    expect(approved.body.value.status).toBe('approved');
    const frames = await onB.until((f) => f.event === 'unread');
    expect(frames.map((f) => f.event)).toEqual(['notification', 'unread']);
    expect(frames[0]!.data).toMatchObject({ type: 'withdrawalApproved', title: 'Withdrawal approved', amount: 20_000 });
  });

  it('every open stream, on either instance, gets each event exactly once', async () => {
    const streams = [await streamOn(a), await streamOn(b), await streamOn(b)];
    const memberId = await memberIdOf(a, player.username);
    await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'Once' });
    await notify(b.app.portal.db, memberId, { type: 'newMessage', title: 'Marker' });
    for (const s of streams) {
      const frames = await s.until((f) => f.event === 'notification' && (f.data as { title: string }).title === 'Marker');
      expect(frames.map((f) => [f.event, (f.data as { title?: string }).title])).toEqual([
        ['notification', 'Once'],
        ['unread', undefined],
        ['notification', 'Marker'],
      ]);
      expect(new Set(ids(frames)).size).toBe(frames.length);
    }
  });

  it('a transaction on A that rolls back sends nothing to B; the next commit is what arrives', async () => {
    const onB = await streamOn(b);
    const memberId = await memberIdOf(a, player.username);
    await expect(
      a.app.portal.db.transaction().execute(async (trx) => {
        await notify(trx, memberId, { type: 'depositCredited', amount: 777 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'After the rollback' });
    expect((await onB.next()).data).toMatchObject({ type: 'newMessage', title: 'After the rollback' });
  });

  it('an instance whose LISTEN connection is cut reconnects and keeps delivering', async () => {
    const onB = await streamOn(b);
    const memberId = await memberIdOf(a, player.username);
    const cut = await sql<{ terminated: boolean }>`
      SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(a.app.portal.db);
    // Both instances' listeners were cut.
    expect(cut.rows).toHaveLength(2);
    await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'While reconnecting' });
    expect((await onB.next()).data).toMatchObject({ title: 'While reconnecting' });
    await onB.next(); // its unread count
    await notify(a.app.portal.db, memberId, { type: 'newMessage', title: 'Listening again' });
    expect((await onB.next()).data).toMatchObject({ title: 'Listening again' });
  });
});

describeOnPostgres('scheduled jobs across instances', () => {
  it('the same tick fired on both instances at once runs once: one approval, one payout, one notification', async () => {
    // The demo's auto-processing with a delay no real tick reaches during the test; the tick is fired
    // with a clock past it, on both instances at the same moment.
    await writeSetting(a, 'withdrawAutoProcessSeconds', HOUR / 1000);
    try {
      const before = await balance();
      const order = (await withdraw(31_000)).body.value;
      const now = new Date(Date.parse(order.createdAt) + HOUR + 1000);
      const reports = await Promise.all([runScheduledFundsJobs(a.app.portal, now), runScheduledFundsJobs(b.app.portal, now)]);

      const ran = reports.filter((report) => report !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]!.approved).toBe(1);
      const stored = await a.app.portal.db.selectFrom('withdraw_order').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
      expect(stored.status).toBe('disbursed');
      expect((await notificationAmounts(a, player.username, 'withdrawalApproved')).filter((amount) => amount === 31_000)).toHaveLength(1);
      expect(await balance()).toBe(before - 31_000);
    } finally {
      await writeSetting(a, 'withdrawAutoProcessSeconds', 0);
    }
  });
});

describe('a scheduled tick (either database)', () => {
  it('runs once per interval: the same tick again is skipped, the next interval runs', async () => {
    // The start of an interval, far from the real ticks'.
    const at = new Date(Math.floor((Date.now() + 10 * HOUR) / 5_000) * 5_000);
    expect(await runScheduledFundsJobs(a.app.portal, at, 5_000)).not.toBeNull();
    expect(await runScheduledFundsJobs(a.app.portal, new Date(at.getTime() + 1), 5_000)).toBeNull();
    expect(await runScheduledFundsJobs(a.app.portal, new Date(at.getTime() + 5_000), 5_000)).not.toBeNull();
  });
});
