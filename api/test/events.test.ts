import Fastify from 'fastify';
import { DEMO_ACCOUNTS, type PostInput } from '../src';
import { installErrorHandling } from '../src/http/error-handler';
import { createEventDispatcher } from '../src/messages/dispatcher';
import { notify } from '../src/messages/notify';
import { messagesRoutes } from '../src/messages/routes';
import { sessionEnded } from '../src/protection';
import { createSessionStore } from '../src/session';
import { TestClient } from './helpers/client';
import { memberIdOf } from './helpers/db';
import { startServer, type TestServer } from './helpers/server';
import { openSse, type SseFrame, type SseStream } from './helpers/sse';
import { TEAM_PASSWORD, teamMember } from './helpers/team';

const { player, old } = DEMO_ACCOUNTS;
let server: TestServer;
let client: TestClient;
let token: string;
let memberId: number;
let otherId: number;
const open: SseStream[] = [];

const ticketFor = async (as = token, language = 'EN') =>
  (await client.call<{ ticket: string }>('POST', '/wps/member/events/ticket', { token: as, headers: { Language: language } })).body.value.ticket;
async function stream(ticket: string, headers: Record<string, string> = {}, base = server.url, query = ''): Promise<SseStream> {
  const s = await openSse(`${base}/wps/member/events?ticket=${encodeURIComponent(ticket)}${query}`, headers);
  open.push(s);
  return s;
}
/** The snapshot every stream starts with: the unread count, then the MAIN balance (no ids). */
async function skipSnapshot(s: SseStream): Promise<SseFrame[]> {
  const frames = [await s.next(), await s.next()];
  expect(frames.map((f) => [f.event, f.id])).toEqual([
    ['unread', null],
    ['balance', null],
  ]);
  return frames;
}
/**
 * What the stream brought before a marker notification committed now: a later event that must come after
 * anything sent before it, so "nothing came" is read off the stream instead of waited out.
 */
let markers = 0;
async function framesBeforeMarker(s: SseStream): Promise<SseFrame[]> {
  markers += 1;
  const title = `marker ${markers}`;
  await notify(server.app.portal.db, memberId, { type: 'newMessage', title });
  const frames = await s.until((f) => f.event === 'notification' && (f.data as { title?: string }).title === title);
  return frames.slice(0, -1);
}
const balanceOf = async () => (await client.get<{ balance: number }>('/wps/v2/wallets/balance', { token })).body.value.balance;

beforeAll(async () => {
  server = await startServer();
  client = new TestClient(server.url);
  token = await client.tokenFor(player.username, player.password);
  memberId = await memberIdOf(server, player.username);
  otherId = await memberIdOf(server, old.username);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => server.close());

describe('tickets', () => {
  it('are issued to a session only, hashed, and open one stream once', async () => {
    expect((await client.call('POST', '/wps/member/events/ticket')).status).toBe(401);
    const ticket = await ticketFor();
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    const stored = await server.app.portal.db.selectFrom('member_event_ticket').select('ticket_hash').execute();
    expect(stored.map((r) => r.ticket_hash)).not.toContain(ticket);

    const s = await stream(ticket);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    const [unreadFrame, balanceFrame] = await skipSnapshot(s);
    expect(unreadFrame!.data).toEqual({ count: 1 });
    expect(balanceFrame!.data).toEqual({ balance: await balanceOf() });

    const again = await fetch(`${server.url}/wps/member/events?ticket=${ticket}`, { headers: { Language: 'EN' } });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ success: false, errorCode: 'events.ticket.invalid', message: 'The live update ticket is not valid, please ask for a new one' });
  });

  it('expire after 60 seconds', async () => {
    const ticket = await ticketFor();
    await server.app.portal.db.updateTable('member_event_ticket').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('used', '=', 0).execute();
    const answer = await client.get(`/wps/member/events?ticket=${ticket}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: 'events.ticket.invalid' });
    expect((await client.get('/wps/member/events?ticket=nope')).status).toBe(401);
    expect((await client.get('/wps/member/events')).body).toMatchObject({ errorCode: 'validation.failed', value: { field: 'ticket' } });
  });
});

describe('live events', () => {
  it('pushes a committed notification: notification, unread, each with an id', async () => {
    const s = await stream(await ticketFor());
    await skipSnapshot(s);
    await server.app.portal.db.transaction().execute(async (trx) => {
      await notify(trx, memberId, { type: 'newMessage', title: 'Hello' });
    });
    const notification = await s.next();
    expect(notification.event).toBe('notification');
    expect(notification.id).toMatch(/^\d+$/);
    expect(notification.data).toEqual({ type: 'newMessage', title: 'Hello', amount: null, at: expect.any(String) });
    const unreadFrame = await s.next();
    expect(unreadFrame).toMatchObject({ event: 'unread', data: { count: 2 } });
    expect(Number(unreadFrame.id)).toBeGreaterThan(Number(notification.id));
  });

  it('money announces itself: every posting pushes one balance event with the new balance, and a replay none', async () => {
    const s = await stream(await ticketFor());
    await skipSnapshot(s);
    const before = await balanceOf();
    const credit: PostInput = { memberId, amount: 50_000, kind: 'adjustment', idempotencyKey: 'events-credit-1' };
    await server.app.portal.db.transaction().execute(async (trx) => {
      await server.app.portal.ledger.postInTransaction(trx, credit);
      await notify(trx, memberId, { type: 'depositCredited', amount: 50_000 });
    });
    const frames = await s.until((f) => f.event === 'unread');
    expect(frames.map((f) => [f.event, f.data])).toEqual([
      ['balance', { balance: before + 50_000 }],
      ['notification', expect.objectContaining({ type: 'depositCredited', amount: 50_000 })],
      ['unread', expect.any(Object)],
    ]);
    // The same key again moves nothing and announces nothing; a debit announces the balance after it.
    await server.app.portal.ledger.post(credit);
    await server.app.portal.ledger.post({ memberId, amount: -20_000, kind: 'adjustment', idempotencyKey: 'events-debit-1' });
    const next = await s.next();
    expect([next.event, next.data]).toEqual(['balance', { balance: before + 30_000 }]);
    expect(await framesBeforeMarker(s)).toEqual([]);
  });

  it('a transfer between two members announces both balances; a refused one announces nothing', async () => {
    const mine = await stream(await ticketFor());
    await skipSnapshot(mine);
    const before = await balanceOf();
    const otherEvents = () =>
      server.app.portal.db.selectFrom('member_event').select('data').where('member_id', '=', otherId).where('type', '=', 'balance').orderBy('id').execute();
    const otherBefore = (await otherEvents()).length;
    await server.app.portal.ledger.post({ memberId, amount: -1_000, kind: 'transfer', idempotencyKey: 'events-transfer-1', counter: { memberId: otherId } });
    expect([(await mine.next()).data]).toEqual([{ balance: before - 1_000 }]);
    const otherAfter = await otherEvents();
    expect(otherAfter.length).toBe(otherBefore + 1);
    expect(JSON.parse(otherAfter[otherAfter.length - 1]!.data)).toEqual({ balance: await server.app.portal.ledger.balanceOf(otherId) });
    await expect(server.app.portal.ledger.post({ memberId, amount: -1e12, kind: 'adjustment', idempotencyKey: 'events-too-much' })).rejects.toThrow();
    expect(await framesBeforeMarker(mine)).toEqual([]);
  });

  it('renders the title in the language the ticket was asked in', async () => {
    const s = await stream(await ticketFor(token, 'CN'));
    await skipSnapshot(s);
    await notify(server.app.portal.db, memberId, { type: 'withdrawalApproved', amount: 1000 });
    const [notification] = await s.until((f) => f.event === 'notification');
    expect(notification!.data).toMatchObject({ type: 'withdrawalApproved', title: '提款已批准', amount: 1000 });
  });

  it('pushes nothing for a notify inside a transaction that rolls back', async () => {
    const s = await stream(await ticketFor());
    await skipSnapshot(s);
    const messageCount = async () => Number((await server.app.portal.db.selectFrom('member_message').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const countBefore = await messageCount();
    let polled: Promise<void> = Promise.resolve();
    await expect(
      server.app.portal.db.transaction().execute(async (trx) => {
        await notify(trx, memberId, { type: 'depositCredited', amount: 777 });
        // The dispatcher reads the outbox while the transaction is open. On PostgreSQL it reads on a
        // connection of its own (committed rows only), awaited here; on SQLite the one connection is the
        // transaction's until it ends, so the poll asked for here reads right after the rollback.
        polled = server.app.liveEvents.poll();
        if (server.dialect === 'postgres') await polled;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await polled;
    expect(await messageCount()).toBe(countBefore);
    // A later committed one still arrives, and is the next thing on the stream: nothing came before it.
    await notify(server.app.portal.db, memberId, { type: 'newMessage', title: 'After the rollback' });
    const next = await s.next();
    expect(next).toMatchObject({ event: 'notification', data: { type: 'newMessage', title: 'After the rollback', amount: null } });
  });

  it('sends a member only their own events; reading a message updates every open stream', async () => {
    const mine = await stream(await ticketFor());
    await skipSnapshot(mine);
    await notify(server.app.portal.db, otherId, { type: 'depositFailed', amount: 5 });
    await notify(server.app.portal.db, memberId, { type: 'newMessage', title: 'only mine' });
    const frames = await mine.until((f) => f.event === 'unread');
    expect(frames.map((f) => f.event)).toEqual(['notification', 'unread']);
    expect(frames[0]!.data).toMatchObject({ title: 'only mine' });
    const count = (frames[1]!.data as { count: number }).count;

    const list = await client.get<{ content: Array<{ id: number; read: boolean }> }>('/wps/member/messages', { token });
    const unreadOne = list.body.value.content.find((m) => !m.read)!;
    await client.call('PUT', `/wps/member/messages/${unreadOne.id}/read`, { token });
    expect((await mine.next()).data).toEqual({ count: count - 1 });
  });

  it('resumes after Last-Event-ID (header, or lastEventId for a new EventSource)', async () => {
    const first = await stream(await ticketFor());
    await skipSnapshot(first);
    await notify(server.app.portal.db, memberId, { type: 'transferUpline', amount: 100 });
    const seen = await first.until((f) => f.event === 'unread');
    const lastId = seen[seen.length - 1]!.id!;
    first.close();

    await notify(server.app.portal.db, memberId, { type: 'transferDownline', amount: 200 });
    const resumed = await stream(await ticketFor(), { 'Last-Event-ID': lastId });
    const replay = [await resumed.next(), await resumed.next()];
    expect(replay.map((f) => f.event)).toEqual(['notification', 'unread']);
    expect(replay[0]!.data).toMatchObject({ type: 'transferDownline', amount: 200 });
    expect(Number(replay[0]!.id)).toBeGreaterThan(Number(lastId));
    await skipSnapshot(resumed);

    const byQuery = await stream(await ticketFor(), {}, server.url, `&lastEventId=${lastId}`);
    expect((await byQuery.next()).data).toMatchObject({ type: 'transferDownline' });
  });

  it('forgets a closed stream', async () => {
    const s = await stream(await ticketFor());
    await skipSnapshot(s);
    const live = server.app.liveEvents;
    expect(live.size).toBeGreaterThanOrEqual(1);
    s.close();
    // Forgotten once the server sees the socket close (every stream of this file is closed by now).
    await live.whenOpenAtMost(0);
    expect(live.size).toBe(0);
    // Another notification must not fail on the closed connection: the dispatcher reads it, and the server answers.
    await notify(server.app.portal.db, memberId, { type: 'newMessage', title: 'nobody listens' });
    await live.poll();
    expect((await client.get('/wps/relay/CSP_unreadCount', { token })).status).toBe(200);
  });
});

describe('keepalive and session end (the routes on their own, keepalive shortened)', () => {
  /** The messages routes alone on a port of their own, keepalive 150 ms; `ctx` may replace the server's parts. */
  async function routesAlone(ctx = server.app.portal) {
    const events = createEventDispatcher(ctx.db, { pollMs: 100 });
    const app = Fastify({ forceCloseConnections: true });
    app.decorateRequest('merchant', null);
    app.decorateRequest('session', null);
    installErrorHandling(app);
    await app.register(messagesRoutes, { ctx, events, keepaliveMs: 150 });
    app.addHook('preClose', async () => events.stop());
    await app.listen({ port: 0, host: '127.0.0.1' });
    events.start();
    return { app, events, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
  }

  it("ends the stream when the member's session limit is reached, leaving the reason to the session's next call", async () => {
    const ctx = server.app.portal;
    let clock = Date.now();
    const sessions = createSessionStore(ctx.db, 3_600_000, (session) => sessionEnded(ctx.db, session, clock));
    const { app, events, base } = await routesAlone({ ...ctx, sessions });
    try {
      const account = `sl${process.pid % 10_000}`;
      const id = await teamMember(server, account, 0, null);
      const own = await client.tokenFor(account, TEAM_PASSWORD);
      expect((await client.call('PUT', '/wps/member/protection/limit', { token: own, body: { kind: 'session', period: 'day', amount: 30 } })).status).toBe(200);
      const s = await stream(await ticketFor(own), {}, base);
      await skipSnapshot(s);
      await s.commentsSeen('keepalive', 1);
      expect(events.size).toBe(1);

      clock += 30 * 60_000 + 1_000;
      await s.ended;
      await events.whenOpenAtMost(0);
      const merchantId = (await ctx.db.selectFrom('member').select('merchant_id').where('id', '=', id).executeTakeFirstOrThrow()).merchant_id;
      await expect(sessions.resolve(own, merchantId, { refuseEnded: true })).rejects.toMatchObject({ errorCode: 'protection.session.limit' });
    } finally {
      await app.close();
    }
  });

  it('writes a comment line regularly and ends the stream when the session ends', async () => {
    const { app, events, base } = await routesAlone();
    try {
      const ownToken = await client.tokenFor(player.username, player.password);
      const s = await stream(await ticketFor(ownToken), {}, base);
      await skipSnapshot(s);
      expect(events.size).toBe(1);
      await s.commentsSeen('keepalive', 2);
      expect(s.comments.filter((c) => c === 'keepalive').length).toBeGreaterThanOrEqual(2);

      await client.call('DELETE', '/wps/session/logout', { token: ownToken });
      await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 2000))]);
      expect(events.size).toBe(0);

      // A client that goes away is forgotten too.
      const other = await stream(await ticketFor(), {}, base);
      await skipSnapshot(other);
      expect(events.size).toBe(1);
      other.close();
      await events.whenOpenAtMost(0);
      expect(events.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});
