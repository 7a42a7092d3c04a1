import type { Transaction } from 'kysely';
import type { PopupAudience, PopupExecution } from '@portal/shared/contracts';
import { popupExecution } from '../content';
import type { Database } from '../db/schema';
import { isoIn } from '../db/time';
import type { Language } from '../http/messages';
import { BANNERS, EXPIRED_NOTICE, HELP_SECTIONS, HOSTILE_NOTICE, MARQUEE, playerNotices, POPUPS, PROMOTION, type Texts } from './demo-content';

/*
 * The demo site's content (seed step accounts-content): banners, player notices over the last days,
 * the popups with their audiences, the marquee, a promotion notice and the help centre, in MY, EN, CN.
 */

type Trx = Transaction<Database>;

const LANGUAGES: readonly Language[] = ['MY', 'EN', 'CN'];
const HOUR_MS = 3600_000;

interface NewAnnouncement {
  type: 'PL' | 'PU' | 'PR' | 'H';
  texts: Texts;
  execution?: PopupExecution;
  audience?: PopupAudience;
  promotionCode?: string;
  createdAt: string;
  endsAt?: string;
  images?: string[];
}

async function insertAnnouncement(trx: Trx, merchantId: number, announcement: NewAnnouncement): Promise<void> {
  const row = await trx
    .insertInto('announcement')
    .values({
      merchant_id: merchantId,
      type: announcement.type,
      execution: announcement.execution ?? null,
      ...(announcement.audience ? { audience: announcement.audience } : {}),
      promotion_code: announcement.promotionCode ?? null,
      sort: 0,
      starts_at: null,
      ends_at: announcement.endsAt ?? null,
      created_at: announcement.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('announcement_text')
    .values(LANGUAGES.map((language) => ({ announcement_id: row.id, language, ...announcement.texts[language] })))
    .execute();
  const images = announcement.images ?? [];
  if (images.length > 0) {
    await trx
      .insertInto('announcement_image')
      .values(images.map((url, i) => ({ announcement_id: row.id, sequence: i + 1, url })))
      .execute();
  }
}

/** Notices spread over the last days (newest first), popups, the marquee, a promotion, banners and help. */
export async function seedContent(trx: Trx, merchantId: number): Promise<void> {
  const now = Date.now();
  const bannerIds: number[] = [];
  for (const [i, banner] of BANNERS.entries()) {
    const row = await trx
      .insertInto('banner')
      .values({
        merchant_id: merchantId,
        group_name: banner.group,
        sort: i,
        linkage: banner.linkage,
        linkage_type: banner.linkageType,
        color_from: banner.colors[0],
        color_to: banner.colors[1],
        starts_at: null,
        ends_at: null,
        created_at: isoIn(0, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bannerIds.push(row.id);
    await trx
      .insertInto('banner_text')
      .values(LANGUAGES.map((language) => ({ banner_id: row.id, language, title: banner.texts[language].title, subtitle: banner.texts[language].content })))
      .execute();
  }
  const promotionBanner = bannerIds[BANNERS.findIndex((banner) => banner.group === 'promotion')];

  const notices = playerNotices();
  for (const [i, texts] of notices.entries()) {
    await insertAnnouncement(trx, merchantId, { type: 'PL', texts, createdAt: isoIn(-(i + 1) * 20 * HOUR_MS, now) });
  }
  await insertAnnouncement(trx, merchantId, { type: 'PL', texts: HOSTILE_NOTICE, createdAt: isoIn(-50 * HOUR_MS, now) });
  await insertAnnouncement(trx, merchantId, { type: 'PL', texts: EXPIRED_NOTICE, createdAt: isoIn(-40 * 24 * HOUR_MS, now), endsAt: isoIn(-10 * 24 * HOUR_MS, now) });
  for (const popup of POPUPS) {
    await insertAnnouncement(trx, merchantId, {
      type: 'PU',
      texts: popup.texts,
      execution: popupExecution(popup.audience),
      audience: popup.audience,
      promotionCode: popup.promotionCode,
      createdAt: isoIn(-HOUR_MS, now),
    });
  }
  await insertAnnouncement(trx, merchantId, { type: 'H', texts: MARQUEE, createdAt: isoIn(-HOUR_MS, now) });
  await insertAnnouncement(trx, merchantId, {
    type: 'PR',
    texts: PROMOTION,
    createdAt: isoIn(-2 * HOUR_MS, now),
    images: promotionBanner === undefined ? [] : [`banner:${promotionBanner}`],
  });

  for (const [i, section] of HELP_SECTIONS.entries()) {
    const sectionRow = await trx
      .insertInto('help_entry')
      .values({ merchant_id: merchantId, parent_id: null, code: section.code, sort: i, created_at: isoIn(0, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('help_text')
      .values(LANGUAGES.map((language) => ({ entry_id: sectionRow.id, language, title: section.title[language], content: '' })))
      .execute();
    for (const [j, item] of section.items.entries()) {
      const itemRow = await trx
        .insertInto('help_entry')
        .values({ merchant_id: merchantId, parent_id: sectionRow.id, code: item.code, sort: j, created_at: isoIn(0, now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('help_text')
        .values(LANGUAGES.map((language) => ({ entry_id: itemRow.id, language, ...item.texts[language] })))
        .execute();
    }
  }
}
