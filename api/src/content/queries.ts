import { sql, type Kysely } from 'kysely';
import type { AnnouncementRow, BannerRow, BannerTextRow, Database, HelpEntryRow, IsoTime } from '../db/schema';

type Db = Kysely<Database>;

/** Rows inside their active window (null bounds are open); for the one-table queries below. */
const activeAt = (now: IsoTime) => sql<boolean>`(starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now})`;

export interface LocalizedText {
  language: string;
  title: string;
  content: string;
}

export interface AnnouncementWithTexts extends AnnouncementRow {
  texts: LocalizedText[];
  images: { sequence: number; url: string }[];
}

/** Active announcements of the given types, in display order: `sort`, then newest first. */
export async function listAnnouncements(db: Db, merchantId: number, types: readonly string[], now: IsoTime): Promise<AnnouncementWithTexts[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('announcement')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', types)
    .where(activeAt(now))
    .orderBy('sort', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, images] = await Promise.all([
    db.selectFrom('announcement_text').selectAll().where('announcement_id', 'in', ids).execute(),
    db.selectFrom('announcement_image').selectAll().where('announcement_id', 'in', ids).orderBy('sequence', 'asc').execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    texts: texts.filter((text) => text.announcement_id === row.id),
    images: images.filter((image) => image.announcement_id === row.id).map(({ sequence, url }) => ({ sequence, url })),
  }));
}

export interface BannerWithTexts extends BannerRow {
  texts: BannerTextRow[];
}

async function withBannerTexts(db: Db, rows: BannerRow[]): Promise<BannerWithTexts[]> {
  if (rows.length === 0) return [];
  const texts = await db.selectFrom('banner_text').selectAll().where('banner_id', 'in', rows.map((row) => row.id)).execute();
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.banner_id === row.id) }));
}

export async function listBanners(db: Db, merchantId: number, now: IsoTime): Promise<BannerWithTexts[]> {
  const rows = await db
    .selectFrom('banner')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(activeAt(now))
    .orderBy('group_name', 'asc')
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return withBannerTexts(db, rows);
}

/** One banner by id, whatever its window (an image already on a page keeps loading). */
export async function findBanner(db: Db, id: number): Promise<BannerWithTexts | undefined> {
  const row = await db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withBannerTexts(db, [row]))[0] : undefined;
}

export interface HelpEntryWithTexts extends HelpEntryRow {
  texts: LocalizedText[];
}

export async function listHelpEntries(db: Db, merchantId: number): Promise<HelpEntryWithTexts[]> {
  const rows = await db.selectFrom('help_entry').selectAll().where('merchant_id', '=', merchantId).orderBy('sort', 'asc').orderBy('id', 'asc').execute();
  if (rows.length === 0) return [];
  const texts = await db.selectFrom('help_text').selectAll().where('entry_id', 'in', rows.map((row) => row.id)).execute();
  return rows.map((row) => ({ ...row, texts: texts.filter((text) => text.entry_id === row.id) }));
}
