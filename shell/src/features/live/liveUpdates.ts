import { http, type NotificationType } from '@portal/kernel';
import {
  CSP_unreadCount,
  DEPOSIT_STATUSES,
  eventTicket,
  MCSFE_getRedDotCounts,
  NOTIFICATION_TYPES,
  WITHDRAW_STATUSES,
  type EventStreamQuery,
  type FundsStreamEvent,
  type LotteryStreamEvent,
  type RedDotCounts,
  type StreamBalance,
  type StreamNotification,
  type UnreadCount,
} from '@portal/shared/contracts';
import { shellWriter } from '../../app/shellWriter';

/*
 * The server push: while a member (not a trial account, spec §6) is logged in, one event stream
 * brings notifications (spec §4 types), the balance after money moved and the unread count, so the
 * header and the member centre follow without a reload; `lottery` when one of the member's draws was
 * settled, relayed on the bus for the lottery page (its orders and results); `funds` when one of the
 * member's deposit or withdrawal orders changed status, relayed for the member's order lists; and `counts` (the red
 * dots: rewards to claim, missions, promotions to join) when a reward was issued or claimed. The
 * stream opens with the current balance and unread count: that is where a new session's balance
 * comes from. EventSource reconnects by itself, but our ticket is single use: on an error the stream
 * is closed and reopened with a new ticket, backing off.
 */

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;
/** An open stream sends the balance at once; without it by then, the figure is asked for once. */
export const OPENING_BALANCE_WAIT_MS = 5_000;

/**
 * The stream (server-sent events, not a JSON call of the contract: `EventStreamQuery` is its query).
 * `lastEventId`: a reopened stream replays what was missed since that event (delivery is at least once).
 */
export const eventStreamUrl = (ticket: EventStreamQuery['ticket'], lastEventId = '') =>
  `/wps/member/events?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;

/** The server's red dots onto the bus (only numbers: an odd event moves nothing). */
function setRedDots(counts: Partial<RedDotCounts>): void {
  const { rewards, missions, availablePromotions } = counts;
  if (typeof rewards !== 'number' || typeof missions !== 'number' || typeof availablePromotions !== 'number') return;
  shellWriter.setCounts({ rewards, missions, availablePromotions });
}

export interface LiveConnection {
  close(): void;
}

export interface LiveOptions {
  openStream?: (url: string) => EventSource;
  /**
   * The stream did not bring a balance (no ticket, an error before its first balance, or none soon
   * after it opened): called once, so the header is never left loading.
   */
  onNoBalance?: () => void;
}

function parse<T extends object>(event: MessageEvent<string>): Partial<T> | null {
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' && data !== null ? (data as Partial<T>) : null;
  } catch {
    return null;
  }
}

const isOneOf = <T extends string>(codes: readonly T[], value: unknown): value is T => (codes as readonly unknown[]).includes(value);
const isNotificationType = (type: unknown): type is NotificationType => isOneOf(NOTIFICATION_TYPES, type);

export function connectLiveUpdates({ openStream = (url) => new EventSource(url), onNoBalance }: LiveOptions = {}): LiveConnection {
  let closed = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let balanceTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MIN_MS;
  let lastEventId = '';
  // The balance came on the stream, or the one fallback call was made.
  let balanceSettled = false;
  // Remembers where the stream got to, so a reopened one resumes there.
  const read = <T extends object>(event: Event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) lastEventId = message.lastEventId;
    return parse<T>(message);
  };

  const noBalance = () => {
    clearTimeout(balanceTimer);
    if (balanceSettled || closed) return;
    // Once: the stream that opens later still brings the balance, and every one after.
    balanceSettled = true;
    onNoBalance?.();
  };

  const retry = () => {
    noBalance();
    source?.close();
    source = null;
    if (closed) return;
    timer = setTimeout(open, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function open() {
    let ticket: string;
    try {
      ({ ticket } = await http.call(eventTicket));
    } catch {
      retry();
      return;
    }
    if (closed) return;
    source = openStream(eventStreamUrl(ticket, lastEventId));
    source.onopen = () => {
      delay = RETRY_MIN_MS;
      if (!balanceSettled) balanceTimer = setTimeout(noBalance, OPENING_BALANCE_WAIT_MS);
    };
    source.onerror = retry;
    source.addEventListener('notification', (event) => {
      const data = read<StreamNotification>(event);
      if (!data || !isNotificationType(data.type)) return;
      shellWriter.notify({
        type: data.type,
        title: typeof data.title === 'string' ? data.title : undefined,
        amount: typeof data.amount === 'number' ? data.amount : undefined,
        at: typeof data.at === 'string' ? data.at : new Date().toISOString(),
      });
    });
    source.addEventListener('balance', (event) => {
      const balance = read<StreamBalance>(event)?.balance;
      if (typeof balance !== 'number') return;
      balanceSettled = true;
      clearTimeout(balanceTimer);
      shellWriter.setBalance({ balance, loading: false });
    });
    source.addEventListener('lottery', (event) => {
      const data = read<LotteryStreamEvent>(event);
      if (!data || typeof data.gameId !== 'number' || typeof data.numero !== 'string') return;
      shellWriter.emit({
        type: 'lottery',
        gameId: data.gameId,
        numero: data.numero,
        bets: typeof data.bets === 'number' ? data.bets : 0,
        winAmount: typeof data.winAmount === 'number' ? data.winAmount : 0,
      });
    });
    source.addEventListener('funds', (event) => {
      const data = read<FundsStreamEvent>(event);
      if (!data || typeof data.orderNo !== 'string') return;
      if (data.order === 'deposit' && isOneOf(DEPOSIT_STATUSES, data.status)) shellWriter.emit({ type: 'funds', order: 'deposit', orderNo: data.orderNo, status: data.status });
      else if (data.order === 'withdraw' && isOneOf(WITHDRAW_STATUSES, data.status)) shellWriter.emit({ type: 'funds', order: 'withdraw', orderNo: data.orderNo, status: data.status });
    });
    source.addEventListener('counts', (event) => {
      const counts = read<RedDotCounts>(event);
      if (counts) setRedDots(counts);
    });
    source.addEventListener('unread', (event) => {
      const count = read<UnreadCount>(event)?.count;
      if (typeof count === 'number') shellWriter.setCounts({ unreadMessages: count });
    });
  }

  void open();
  http.call(CSP_unreadCount).then(
    ({ count }) => !closed && shellWriter.setCounts({ unreadMessages: count }),
    () => undefined,
  );
  // The red dots as they stand now; the stream's `counts` events move them after that.
  http.call(MCSFE_getRedDotCounts).then(
    (counts) => !closed && setRedDots(counts),
    () => undefined,
  );

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(balanceTimer);
      source?.close();
    },
  };
}
