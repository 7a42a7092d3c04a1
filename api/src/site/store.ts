import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../db/schema';
import { countMerchants, findMerchantByCode, insertMerchant, readSetting, readSettings, readWhitelabel, writeSetting } from './queries';
import type { SettingKey, SiteSettings, WhitelabelFlags } from './settings';

/*
 * Sites for the other domains (the queries stay private to this one): the merchant behind a code and
 * a site's settings.
 */

type Db = Kysely<Database>;

export function merchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  return findMerchantByCode(db, code);
}

/** The first site of a fresh database (the demo seed); undefined when there is a site already. */
export async function addFirstMerchant(db: Db, code: string, name: string): Promise<MerchantRow | undefined> {
  return (await countMerchants(db)) > 0 ? undefined : insertMerchant(db, code, name);
}

/** One setting of a site, or its default when never stored. */
export function siteSetting<K extends SettingKey>(db: Db, merchantId: number, key: K): Promise<SiteSettings[K]> {
  return readSetting(db, merchantId, key);
}

/** The site's whitelabel flags, every flag present. */
export function whitelabelOf(db: Db, merchantId: number): Promise<WhitelabelFlags> {
  return readWhitelabel(db, merchantId);
}

export function saveSiteSetting<K extends SettingKey>(db: Db, merchantId: number, key: K, value: SiteSettings[K]): Promise<void> {
  return writeSetting(db, merchantId, key, value);
}


/** Every setting of a site, defaults filled in. */
export function siteSettings(db: Db, merchantId: number): Promise<SiteSettings> {
  return readSettings(db, merchantId);
}
