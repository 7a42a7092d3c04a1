import type { TestClient } from './client';
import { withDb } from './db';

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
export function forgetThrottle(dbFile: string): void {
  withDb(dbFile, (db) => db.prepare('DELETE FROM send_throttle').run());
}

/** Stores a site setting directly (the rules' overrides have no ops call). */
export function writeSetting(dbFile: string, key: string, value: unknown): void {
  withDb(dbFile, (db) =>
    db
      .prepare("INSERT INTO site_setting (merchant_id, key, value, updated_at) VALUES (1, ?, ?, ?) ON CONFLICT (merchant_id, key) DO UPDATE SET value = excluded.value")
      .run(key, JSON.stringify(value), new Date().toISOString()),
  );
}

export function readSetting(dbFile: string, key: string): unknown {
  return withDb(dbFile, (db) => {
    const row = db.prepare('SELECT value FROM site_setting WHERE merchant_id = 1 AND key = ?').get(key) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  });
}
