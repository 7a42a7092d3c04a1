import type { TestClient } from './client';
import type { TestServer } from './server';

/** Tests that read the outbox or switch modules run their server with this ADMIN_TOKEN. */
export const ADMIN_TOKEN = 'test-admin-token';

export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
}

/** What was sent to a number or address, newest first (the ops call, as the e2e suite reads it). */
export async function outbox(client: TestClient, to: string): Promise<OutboxEntry[]> {
  const answer = await client.get<OutboxEntry[]>(`/wps/admin/outbox?to=${encodeURIComponent(to)}`, { headers: { 'Admin-Token': ADMIN_TOKEN } });
  if (answer.status !== 200) throw new Error(`outbox read failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

/** The code of the last message sent there. */
export async function lastCode(client: TestClient, to: string): Promise<string> {
  const [latest] = await outbox(client, to);
  if (!latest?.code) throw new Error(`nothing with a code was sent to ${to}`);
  return latest.code;
}

/** Merges whitelabel flags into the demo site's (ops call). */
export async function setFlags(client: TestClient, flags: Record<string, boolean>): Promise<void> {
  const answer = await client.call('PUT', '/wps/admin/system/whitelabel', { body: { flags }, headers: { 'Admin-Token': ADMIN_TOKEN } });
  if (answer.status !== 200) throw new Error(`whitelabel change failed: ${JSON.stringify(answer.body)}`);
}

/** Forgets the one-SMS-a-second throttle, so tests sending to one number back to back stay fast. */
export async function forgetThrottle(server: TestServer): Promise<void> {
  await server.app.portal.db.deleteFrom('send_throttle').execute();
}

/** Stores a site setting directly (the rules' overrides have no ops call). */
export async function writeSetting(server: TestServer, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  const now = new Date().toISOString();
  await server.app.portal.db
    .insertInto('site_setting')
    .values({ merchant_id: 1, key, value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'key']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

export async function readSetting(server: TestServer, key: string): Promise<unknown> {
  const row = await server.app.portal.db.selectFrom('site_setting').select('value').where('merchant_id', '=', 1).where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}
