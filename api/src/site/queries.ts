import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../db/schema';
import { isoNow } from '../db/time';
import { DEFAULT_SETTINGS, type SettingKey, type SiteSettings, type WhitelabelFlags } from './settings';

type Db = Kysely<Database>;

export async function findMerchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertMerchant(db: Db, code: string, name: string): Promise<MerchantRow> {
  return db.insertInto('merchant').values({ code, name, created_at: isoNow() }).returningAll().executeTakeFirstOrThrow();
}

export async function countMerchants(db: Db): Promise<number> {
  const row = await db.selectFrom('merchant').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One setting of a merchant, or its default when never stored (or stored unreadable). */
export async function readSetting<K extends SettingKey>(db: Db, merchantId: number, key: K): Promise<SiteSettings[K]> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('merchant_id', '=', merchantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS[key];
  try {
    return JSON.parse(row.value) as SiteSettings[K];
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

/** The whitelabel flags of a merchant, every flag present whatever subset was stored. */
export async function readWhitelabel(db: Db, merchantId: number): Promise<WhitelabelFlags> {
  return { ...DEFAULT_SETTINGS.whitelabel, ...(await readSetting(db, merchantId, 'whitelabel')) };
}

export async function readSettings(db: Db, merchantId: number): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value']).where('merchant_id', '=', merchantId).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_SETTINGS } as Record<SettingKey, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
    const raw = stored.get(key);
    if (raw === undefined) continue;
    try {
      settings[key] = JSON.parse(raw);
    } catch {
      // An unreadable value keeps the default rather than breaking the whole site config.
    }
  }
  return settings as unknown as SiteSettings;
}

export async function writeSetting<K extends SettingKey>(db: Db, merchantId: number, key: K, value: SiteSettings[K]): Promise<void> {
  const now = isoNow();
  const json = JSON.stringify(value);
  await db
    .insertInto('site_setting')
    .values({ merchant_id: merchantId, key, value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'key']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}
