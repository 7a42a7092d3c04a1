import { bus, type PortalEvent, type PortalNotification } from '@portal/kernel';
import { CSP_unreadCount, eventTicket, MCSFE_getRedDotCounts } from '@portal/shared/contracts';
import { stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { connectLiveUpdates, OPENING_BALANCE_WAIT_MS } from './liveUpdates';

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeSource {
  static opened: FakeSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown, lastEventId = '') {
    this.listeners.get(name)?.({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
}
const openStream = (url: string) => new FakeSource(url) as unknown as EventSource;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let server: EndpointStubs;
beforeEach(() => {
  FakeSource.opened = [];
  const tickets = ['t-1', 't-2', 't-3'];
  server = stubEndpoints()
    .on(eventTicket, () => ({ ticket: tickets.shift()! }))
    .on(CSP_unreadCount, () => ({ count: 3 }))
    .on(MCSFE_getRedDotCounts, () => ({ rewards: 2, missions: 1, availablePromotions: 5 }));
});
afterEach(() => jest.useRealTimers());

test('events reach the bus: notifications, the balance and the unread count', async () => {
  const seen: PortalNotification[] = [];
  const subscription = bus.notifications$.subscribe((n) => seen.push(n));
  const onNoBalance = jest.fn();
  const live = connectLiveUpdates({ openStream, onNoBalance });
  await flush();
  expect(FakeSource.opened[0]!.url).toBe('/wps/member/events?ticket=t-1');
  expect(bus.counts$.value.unreadMessages).toBe(3);

  const source = FakeSource.opened[0]!;
  source.emit('notification', { type: 'depositCredited', amount: 50000, at: '2026-11-21T10:00:00.000Z' });
  source.emit('notification', { type: 'somethingElse' });
  source.emit('balance', { balance: 1_050_000 });
  source.emit('unread', { count: 4 });
  expect(seen).toEqual([{ type: 'depositCredited', amount: 50000, title: undefined, at: '2026-11-21T10:00:00.000Z' }]);
  expect(bus.balance$.value).toMatchObject({ balance: 1_050_000, loading: false });
  expect(bus.counts$.value.unreadMessages).toBe(4);

  live.close();
  expect(source.closed).toBe(true);
  expect(onNoBalance).not.toHaveBeenCalled();
  expect(server.calls(eventTicket)).toHaveLength(1);
  subscription.unsubscribe();
  shellWriter.setCounts({ unreadMessages: 0 });
});

test("the red dots come from the server at the start, and move when a reward is issued or claimed", async () => {
  const live = connectLiveUpdates({ openStream });
  await flush();
  expect(bus.counts$.value).toMatchObject({ rewards: 2, missions: 1, availablePromotions: 5 });
  const source = FakeSource.opened[0]!;
  source.emit('counts', { rewards: 3, missions: 1, availablePromotions: 4 });
  expect(bus.counts$.value).toMatchObject({ rewards: 3, missions: 1, availablePromotions: 4 });
  // An event without the numbers moves nothing.
  source.emit('counts', { rewards: 'many' });
  source.emit('counts', { rewards: 0, missions: 1, availablePromotions: 4 });
  expect(bus.counts$.value).toMatchObject({ rewards: 0, missions: 1, availablePromotions: 4 });
  live.close();
  shellWriter.setCounts({ rewards: 0, missions: 0, availablePromotions: 0 });
});

test('a settled lottery draw and its win reach the bus for the lottery page and the toasts', async () => {
  const events: PortalEvent[] = [];
  const notifications: PortalNotification[] = [];
  const subscriptions = [bus.events$.subscribe((e) => events.push(e)), bus.notifications$.subscribe((n) => notifications.push(n))];
  const live = connectLiveUpdates({ openStream });
  await flush();
  const source = FakeSource.opened[0]!;
  source.emit('lottery', { gameId: 201, numero: '20261126-0042', bets: 3, winAmount: 1960 });
  source.emit('lottery', { numero: '20261126-0043' });
  source.emit('notification', { type: 'lotteryWin', amount: 1960, at: '2026-11-26T08:00:00.000Z' });
  expect(events).toEqual([{ type: 'lottery', gameId: 201, numero: '20261126-0042', bets: 3, winAmount: 1960 }]);
  expect(notifications).toEqual([{ type: 'lotteryWin', amount: 1960, title: undefined, at: '2026-11-26T08:00:00.000Z' }]);
  live.close();
  subscriptions.forEach((s) => s.unsubscribe());
});

test("an order's new status reaches the bus, so the member's deposit and withdrawal lists follow it", async () => {
  const events: PortalEvent[] = [];
  const subscription = bus.events$.subscribe((e) => events.push(e));
  const live = connectLiveUpdates({ openStream });
  await flush();
  const source = FakeSource.opened[0]!;
  source.emit('funds', { order: 'withdraw', orderNo: 'W202611260000000001', status: 'disbursed' });
  source.emit('funds', { order: 'deposit', orderNo: 'D202611260000000002', status: 'credited' });
  // Anything else is not an order's move.
  source.emit('funds', { order: 'loan', orderNo: 'L1', status: 'approved' });
  source.emit('funds', { order: 'withdraw', status: 'disbursed' });
  expect(events).toEqual([
    { type: 'funds', order: 'withdraw', orderNo: 'W202611260000000001', status: 'disbursed' },
    { type: 'funds', order: 'deposit', orderNo: 'D202611260000000002', status: 'credited' },
  ]);
  live.close();
  subscription.unsubscribe();
});

test('a dropped stream is reopened with a new ticket (tickets are single use), from the last event seen', async () => {
  jest.useFakeTimers();
  const onNoBalance = jest.fn();
  const live = connectLiveUpdates({ openStream, onNoBalance });
  await jest.advanceTimersByTimeAsync(0);
  const first = FakeSource.opened[0]!;
  first.onopen?.();
  first.emit('balance', { balance: 10 });
  first.emit('unread', { count: 1 }, '41');
  first.onerror?.();
  expect(first.closed).toBe(true);
  await jest.advanceTimersByTimeAsync(2_000);
  expect(FakeSource.opened[1]!.url).toBe('/wps/member/events?ticket=t-2&lastEventId=41');
  // The balance came with the first stream: a reconnect asks nothing more (the new stream brings it).
  expect(onNoBalance).not.toHaveBeenCalled();
  live.close();
});

describe('when the stream cannot bring the balance, it is asked for once', () => {
  /** Connected, with the first ticket call answered. */
  async function connect() {
    jest.useFakeTimers();
    const onNoBalance = jest.fn();
    const live = connectLiveUpdates({ openStream, onNoBalance });
    await jest.advanceTimersByTimeAsync(0);
    return { onNoBalance, live };
  }

  test('no ticket', async () => {
    server.on(eventTicket, () => Promise.reject(new Error('down')));
    const { onNoBalance, live } = await connect();
    expect(onNoBalance).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.calls(eventTicket).length).toBeGreaterThan(1);
    expect(onNoBalance).toHaveBeenCalledTimes(1);
    live.close();
  });

  test('a stream that fails before its first balance', async () => {
    const { onNoBalance, live } = await connect();
    FakeSource.opened[0]!.onerror?.();
    expect(onNoBalance).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    FakeSource.opened[1]!.onerror?.();
    expect(onNoBalance).toHaveBeenCalledTimes(1);
    live.close();
  });

  test('a stream that opens and says nothing of the balance', async () => {
    const { onNoBalance, live } = await connect();
    FakeSource.opened[0]!.onopen?.();
    await jest.advanceTimersByTimeAsync(OPENING_BALANCE_WAIT_MS - 1);
    expect(onNoBalance).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(onNoBalance).toHaveBeenCalledTimes(1);
    live.close();
  });
});
