import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { insertMessage } from './queries';

/**
 * Seed step `messages`: the demo player's welcome message, unread. Stored as its type and values, so
 * it reads in MY, EN or CN after the request's Language like every other message.
 */
export async function seedWelcomeMessage(trx: Transaction<Database>, merchantId: number, account: string): Promise<void> {
  const member = await trx.selectFrom('member').select(['id', 'nickname']).where('merchant_id', '=', merchantId).where('account', '=', account).executeTakeFirst();
  if (!member) return;
  const existing = await trx.selectFrom('member_message').select('id').where('member_id', '=', member.id).where('type', '=', 'welcome').executeTakeFirst();
  if (existing) return;
  await insertMessage(trx, {
    memberId: member.id,
    type: 'welcome',
    title: null,
    content: null,
    params: JSON.stringify({ name: member.nickname || account }),
    createdAt: isoNow(),
  });
}
