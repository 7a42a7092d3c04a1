import type { Kysely, Transaction } from 'kysely';
import type { FundsStreamEvent, LotteryStreamEvent, NotificationType, RedDotCounts } from '@portal/shared/contracts';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { countUnread, insertEvent, insertEvents, insertMessage, mainBalance, type Db } from './queries';

/** Spec §4's notification types (the contract's). */
export type { NotificationType };

/**
 * A type's wording for one case, where spec §4's seven types are too coarse: `transferDownline` is a
 * transfer between an upline and a downline, told to the upline when the downline sent it (no variant,
 * 'Transfer from downline') and to the downline when its agent sent it (`fromUpline`, or `redEnvelope`:
 * its share of a red envelope). The front end still sees one of the seven types.
 */
export type NotificationVariant = 'fromUpline' | 'redEnvelope';

export interface Notification {
  type: NotificationType;
  variant?: NotificationVariant;
  /** Who it is about (the account of the agent who sent the money), for the message's `{name}`. */
  name?: string;
  /** Free text (a back-office message's title); the type's own title in the reader's language otherwise. */
  title?: string;
  /** Minor units, when the notification is about money. */
  amount?: number;
}

/** What the `member_event` rows carry (the stream renders the title in its own language). */
export interface NotificationEventData {
  type: NotificationType;
  variant?: NotificationVariant;
  title: string | null;
  amount: number | null;
  messageId: number;
  at: string;
}

/**
 * Tells a member about something: stores a message (messageV2 shows it; its text is rendered on read
 * in the reader's language) and writes the live events `notification` and `unread` to the
 * `member_event` outbox. The `balance` event is not written here: the ledger writes one with every
 * posting that moves a member's money (`recordBalance`), so no movement can forget it.
 *
 * Call it with the transaction of the movement it reports: the rows commit with it, and the
 * dispatcher pushes them to open streams only once they are committed (it reads the table), so a
 * rolled-back transaction pushes nothing. Called with the database, the rows are written at once.
 */
export async function notify(db: Kysely<Database> | Transaction<Database>, memberId: number, notification: Notification): Promise<void> {
  const now = isoNow();
  const amount = notification.amount ?? null;
  const messageId = await insertMessage(db, {
    memberId,
    type: notification.type,
    title: notification.title ?? null,
    content: null,
    params: JSON.stringify({ ...(amount === null ? {} : { amount }), ...(notification.variant ? { variant: notification.variant } : {}), ...(notification.name ? { name: notification.name } : {}) }),
    createdAt: now,
  });
  const data: NotificationEventData = { type: notification.type, ...(notification.variant ? { variant: notification.variant } : {}), title: notification.title ?? null, amount, messageId, at: now };
  await insertEvent(db, memberId, 'notification', data, now);
  await publishUnread(db, memberId, now);
}

/**
 * The `balance` event of a posting: the member's MAIN balance (what the header shows) after it. The
 * ledger calls it inside the posting's transaction, so the event commits, or rolls back, with the money.
 */
export async function recordBalance(db: Db, memberId: number, now: string = isoNow()): Promise<void> {
  const balance = await mainBalance(db, memberId);
  if (balance !== null) await insertEvent(db, memberId, 'balance', { balance }, now);
}

/**
 * The `lottery` events (`LotteryStreamEvent`): one of each member's draws was settled, so an open
 * lottery page reloads its orders and results. Written in the settlement's transaction, together.
 */
export async function recordLotteryEvents(db: Db, events: readonly { memberId: number; data: LotteryStreamEvent }[], now: string = isoNow()): Promise<void> {
  await insertEvents(db, 'lottery', events, now);
}

/**
 * The `funds` event (`FundsStreamEvent`): one of the member's deposit or withdrawal orders changed
 * status, so an open orders list reads it again. Written in the transaction that moved the order.
 */
export async function recordFundsEvent(db: Db, memberId: number, data: FundsStreamEvent, now: string = isoNow()): Promise<void> {
  await insertEvent(db, memberId, 'funds', data, now);
}

/**
 * The `counts` event (`RedDotCounts`): a reward was issued or claimed, so the red dots move
 * in every open tab. Written in the transaction that issued or claimed it.
 */
export async function recordCountsEvent(db: Db, memberId: number, data: RedDotCounts, now: string = isoNow()): Promise<void> {
  await insertEvent(db, memberId, 'counts', data, now);
}

/** Pushes the member's unread count to open streams (another tab read a message). */
export async function publishUnread(db: Db, memberId: number, now: string = isoNow()): Promise<void> {
  await insertEvent(db, memberId, 'unread', { count: await countUnread(db, memberId) }, now);
}
