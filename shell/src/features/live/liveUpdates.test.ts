import { bus, type PortalNotification } from '@portal/shared';
import { shellWriter } from '../../app/shellWriter';
import { fetchEventTicket, fetchUnreadCount } from './api';
import { connectLiveUpdates } from './liveUpdates';

jest.mock('./api', () => ({ ...jest.requireActual('./api'), fetchEventTicket: jest.fn(), fetchUnreadCount: jest.fn() }));
const ticket = fetchEventTicket as jest.Mock;
const unread = fetchUnreadCount as jest.Mock;

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
const open = (url: string) => new FakeSource(url) as unknown as EventSource;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeSource.opened = [];
  ticket.mockReset().mockResolvedValueOnce('t-1').mockResolvedValueOnce('t-2');
  unread.mockReset().mockResolvedValue(3);
});

test('events reach the bus: notifications, the balance and the unread count', async () => {
  const seen: PortalNotification[] = [];
  const subscription = bus.notifications$.subscribe((n) => seen.push(n));
  const live = connectLiveUpdates(open);
  await flush();
  expect(FakeSource.opened[0]!.url).toBe('/wps/member/events?ticket=t-1');
  expect(bus.counts$.value.unreadMessages).toBe(3);

  const source = FakeSource.opened[0]!;
  source.emit('notification', { type: 'depositCredited', amount: 50000, at: '2026-11-21T10:00:00.000Z' });
  source.emit('notification', { type: 'somethingElse' });
  source.emit('balance', { balance: 1_050_000 });
  source.emit('unread', { count: 4 });
  expect(seen).toEqual([{ type: 'depositCredited', amount: 50000, title: undefined, at: '2026-11-21T10:00:00.000Z' }]);
  expect(bus.balance$.value.balance).toBe(1_050_000);
  expect(bus.counts$.value.unreadMessages).toBe(4);

  live.close();
  expect(source.closed).toBe(true);
  subscription.unsubscribe();
  shellWriter.setCounts({ unreadMessages: 0 });
});

test('a dropped stream is reopened with a new ticket (tickets are single use), from the last event seen', async () => {
  jest.useFakeTimers();
  const live = connectLiveUpdates(open);
  await Promise.resolve();
  await Promise.resolve();
  const first = FakeSource.opened[0]!;
  first.emit('unread', { count: 1 }, '41');
  first.onerror?.();
  expect(first.closed).toBe(true);
  await jest.advanceTimersByTimeAsync(2_000);
  expect(FakeSource.opened[1]!.url).toBe('/wps/member/events?ticket=t-2&lastEventId=41');
  live.close();
  jest.useRealTimers();
});
